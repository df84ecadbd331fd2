export const id = 761;
export const ids = [761];
export const modules = {

/***/ 3761:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   "default": () => (__WEBPACK_DEFAULT_EXPORT__)
/* harmony export */ });
/* harmony import */ var _exit_codes_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1084);
/* harmony import */ var _report_findings_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8188);
/* harmony import */ var _lint_run_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4760);
/* harmony import */ var _pipeline_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5165);
/* harmony import */ var _report_json_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7106);
/* harmony import */ var _util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(741);
/* harmony import */ var _report_sarif_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(643);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(311);
/* harmony import */ var _command_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(3567);
/* harmony import */ var _options_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(776);
/* harmony import */ var _progress_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(9851);
/* harmony import */ var _output_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(3091);












const HELP = `Usage: mcp-tool-rank lint [--config FILE] [--engine ID]... [--sarif FILE] [--json FILE]

Starts the manifest's servers, collects tools/list and checks the tools for what makes them
hard to find: shared boilerplate, notes naming other tools, names the clients cut or misread,
descriptions past the client's cut, tools their own name does not find, tools no query
covers. Stored catalogs (\`catalog:\`) are competitors: linted only when the manifest starts
no server. Rule levels come from the manifest's \`lint.rules\`; docs/lint-rules.md has
each rule with a bad and a good example.

Options:
${_options_js__WEBPACK_IMPORTED_MODULE_7__/* .CONFIG_HELP */ .hF}
  -e, --engine ID     check with this engine instead of the manifest's (repeatable)
      --sarif FILE    also write the findings as SARIF 2.1.0 (GitHub code scanning)
      --json FILE     also write the findings as JSON (FILE \`-\`: stdout, the text then
                      goes to stderr)
${_options_js__WEBPACK_IMPORTED_MODULE_7__/* .VERBOSE_HELP */ .P7}
  -h, --help          this help

Exit codes: 0 no error-level finding, 1 an error-level finding, 2 manifest, server or usage error.`;
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = ((0,_command_js__WEBPACK_IMPORTED_MODULE_6__/* .defineCommand */ .NB)({
    help: HELP,
    options: { ..._options_js__WEBPACK_IMPORTED_MODULE_7__/* .CONFIG_OPTION */ .dG, ..._options_js__WEBPACK_IMPORTED_MODULE_7__/* .ENGINE_OPTION */ .fx, sarif: { type: 'string' }, json: { type: 'string' }, ..._options_js__WEBPACK_IMPORTED_MODULE_7__/* .VERBOSE_OPTION */ .Xi },
    async run(values) {
        const config = (0,_options_js__WEBPACK_IMPORTED_MODULE_7__/* .configOf */ .W1)(values);
        const { out, style } = (0,_output_js__WEBPACK_IMPORTED_MODULE_9__/* .readerOutput */ .$C)({ json: values.json, sarif: values.sarif });
        const { manifest, catalog } = await (0,_pipeline_js__WEBPACK_IMPORTED_MODULE_3__/* .loadAndCollect */ .A7)({ config, baseDir: process.cwd(), callerEnv: process.env, progress: (0,_progress_js__WEBPACK_IMPORTED_MODULE_8__/* .cliProgress */ .o)(values.verbose === true) });
        const findings = (0,_lint_run_js__WEBPACK_IMPORTED_MODULE_2__/* .lintManifest */ .XR)(manifest, catalog, { engines: values.engine });
        const live = manifest.servers.filter((s) => s.kind !== 'catalog');
        const linted = live.length > 0 ? live : manifest.servers;
        const competitors = manifest.servers.filter((s) => !linted.includes(s));
        const head = [`mcp-tool-rank lint · ${config} · ${linted.map((s) => (0,_util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_10__/* .plainText */ .w)(s.name, 60)).join(', ')}`];
        if (competitors.length)
            head.push(style.dim(`stored catalogs compete but are not linted: ${competitors.map((s) => (0,_util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_10__/* .plainText */ .w)(s.name, 60)).join(', ')}`));
        if (manifest.neighbours.length)
            head.push(style.dim(`neighbours compete but are not linted: ${manifest.neighbours.map((n) => n.name).join(', ')}`));
        out.write([style.bold(head[0]), ...head.slice(1), '', (0,_report_findings_text_js__WEBPACK_IMPORTED_MODULE_1__/* .findingsReport */ .n)(findings, config, style)].join('\n'));
        if (values.json)
            await (0,_output_js__WEBPACK_IMPORTED_MODULE_9__/* .writeJson */ .GF)(values.json, { version: _report_json_js__WEBPACK_IMPORTED_MODULE_4__/* .REPORT_VERSION */ .Aj, manifest: config, findings });
        if (values.sarif)
            await (0,_output_js__WEBPACK_IMPORTED_MODULE_9__/* .writeJson */ .GF)(values.sarif, (0,_report_sarif_js__WEBPACK_IMPORTED_MODULE_5__/* .sarifReport */ ._)(findings, { manifestFile: (0,_output_js__WEBPACK_IMPORTED_MODULE_9__/* .manifestPath */ .ji)(config), version: _version_js__WEBPACK_IMPORTED_MODULE_11__/* .VERSION */ .x, levels: manifest.lintRules }));
        return (0,_lint_run_js__WEBPACK_IMPORTED_MODULE_2__/* .lintFailsGate */ .Kf)(findings) ? _exit_codes_js__WEBPACK_IMPORTED_MODULE_0__/* .ExitCode */ .y.Failed : _exit_codes_js__WEBPACK_IMPORTED_MODULE_0__/* .ExitCode */ .y.Ok;
    }
}));


/***/ })

};
