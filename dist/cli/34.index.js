export const id = 34;
export const ids = [34];
export const modules = {

/***/ 9034:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   "default": () => (__WEBPACK_DEFAULT_EXPORT__)
/* harmony export */ });
/* harmony import */ var _manifest_per_engine_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(6009);
/* harmony import */ var _engines_registry_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(501);
/* harmony import */ var _engines_types_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2802);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3916);
/* harmony import */ var _exit_codes_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1084);
/* harmony import */ var _pipeline_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2696);
/* harmony import */ var _report_terminal_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7496);
/* harmony import */ var _command_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(3567);
/* harmony import */ var _options_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(776);
/* harmony import */ var _progress_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(9851);
/* harmony import */ var _output_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(3091);











const HELP = `Usage: mcp-tool-rank rank "QUERY" [--config FILE] [--engine ID] [--explain] [--limit N]

Shows the full ranking of one query over the manifest's servers, with the cut line.

Options:
${_options_js__WEBPACK_IMPORTED_MODULE_7__/* .CONFIG_HELP */ .hF}
  -e, --engine ID     the engine (default: the manifest's first)
      --max-results N the cut line (default: the manifest's, else the engine's)
      --limit N       how many ranked tools to print (default 15)
      --explain       which term earned which points on which field
${_options_js__WEBPACK_IMPORTED_MODULE_7__/* .VERBOSE_HELP */ .P7}
  -h, --help          this help`;
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = ((0,_command_js__WEBPACK_IMPORTED_MODULE_6__/* .defineCommand */ .NB)({
    help: HELP,
    options: {
        ..._options_js__WEBPACK_IMPORTED_MODULE_7__/* .CONFIG_OPTION */ .dG,
        engine: { type: 'string', short: 'e' },
        explain: { type: 'boolean' },
        limit: { type: 'string' },
        'max-results': { type: 'string' },
        ..._options_js__WEBPACK_IMPORTED_MODULE_7__/* .VERBOSE_OPTION */ .Xi
    },
    takesArguments: true,
    async run(values, positionals) {
        if (positionals.length !== 1)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .e('rank takes one query; quote it: mcp-tool-rank rank "create issue"');
        const query = positionals[0];
        const maxResultsOption = (0,_options_js__WEBPACK_IMPORTED_MODULE_7__/* .positiveInt */ .NJ)(values['max-results'], 'max-results');
        const limit = (0,_options_js__WEBPACK_IMPORTED_MODULE_7__/* .positiveInt */ .NJ)(values.limit, 'limit') ?? 15;
        const { manifest, catalog } = await (0,_pipeline_js__WEBPACK_IMPORTED_MODULE_4__/* .loadAndCollect */ .A7)({ config: (0,_options_js__WEBPACK_IMPORTED_MODULE_7__/* .configOf */ .W1)(values), baseDir: process.cwd(), callerEnv: process.env, progress: (0,_progress_js__WEBPACK_IMPORTED_MODULE_8__/* .cliProgress */ .o)(values.verbose === true) });
        const engine = (0,_engines_registry_js__WEBPACK_IMPORTED_MODULE_0__/* .resolveEngine */ .F0)(values.engine ?? manifest.engines[0]);
        const warning = (0,_report_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .unverifiedWarning */ .ce)(engine, (0,_output_js__WEBPACK_IMPORTED_MODULE_9__/* .stdoutStyle */ .jK)());
        if (warning)
            process.stdout.write(warning + '\n');
        const maxResults = maxResultsOption ?? (0,_manifest_per_engine_js__WEBPACK_IMPORTED_MODULE_10__/* .forEngine */ .w)(manifest.maxResults, engine) ?? engine.defaultMaxResults;
        const prepared = engine.prepare(catalog);
        let result;
        try {
            result = engine.search(prepared, query, { maxResults });
        }
        catch (err) {
            if (err instanceof _engines_types_js__WEBPACK_IMPORTED_MODULE_1__/* .EngineQueryError */ .NW) {
                process.stdout.write(`${engine.id}: the client rejects this query: ${err.message}\n`);
                return _exit_codes_js__WEBPACK_IMPORTED_MODULE_3__/* .ExitCode */ .y.Ok;
            }
            throw err;
        }
        const byId = new Map(catalog.tools.map((t) => [t.id, t]));
        const clientName = engine.clientName
            ? (id) => {
                const tool = byId.get(id);
                return tool ? engine.clientName(prepared, tool) : undefined;
            }
            : undefined;
        process.stdout.write((0,_report_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .rankingReport */ .$8)(query, engine.id, result, maxResults, { explain: values.explain === true, limit, clientName, order: (ahead, behind) => engine.explainOrder(prepared, result, ahead, behind) }, (0,_output_js__WEBPACK_IMPORTED_MODULE_9__/* .stdoutStyle */ .jK)()));
        return _exit_codes_js__WEBPACK_IMPORTED_MODULE_3__/* .ExitCode */ .y.Ok;
    }
}));


/***/ })

};
