export const id = 200;
export const ids = [200];
export const modules = {

/***/ 1200:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   "default": () => (__WEBPACK_DEFAULT_EXPORT__)
/* harmony export */ });
/* harmony import */ var _exit_codes_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1084);
/* harmony import */ var _lock_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9336);
/* harmony import */ var _pipeline_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5165);
/* harmony import */ var _util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(741);
/* harmony import */ var _command_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3567);
/* harmony import */ var _options_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(776);
/* harmony import */ var _output_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3091);







const HELP = `Usage: mcp-tool-rank snapshot [--config FILE]

Starts the manifest's servers, collects tools/list and writes the lock file (default
mcp-tools.lock.json next to the manifest; the manifest's \`lock\` key names another).
Commit it: the base side of a PR is then ranked from it without starting servers, and
\`check\` warns when it no longer matches what the servers list.

Options:
${_options_js__WEBPACK_IMPORTED_MODULE_4__/* .CONFIG_HELP */ .hF}
  -h, --help          this help`;
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = ((0,_command_js__WEBPACK_IMPORTED_MODULE_3__/* .defineCommand */ .NB)({
    help: HELP,
    options: { ..._options_js__WEBPACK_IMPORTED_MODULE_4__/* .CONFIG_OPTION */ .dG },
    async run(values) {
        const { manifest, listings } = await (0,_pipeline_js__WEBPACK_IMPORTED_MODULE_2__/* .loadAndCollect */ .A7)({ config: (0,_options_js__WEBPACK_IMPORTED_MODULE_4__/* .configOf */ .W1)(values), baseDir: process.cwd(), callerEnv: process.env });
        // The lock being replaced: missing (first snapshot), unreadable (said so below), or its drift.
        const previous = await (0,_lock_index_js__WEBPACK_IMPORTED_MODULE_1__/* .checkLock */ .sv)(manifest.lockFile, listings);
        await (0,_lock_index_js__WEBPACK_IMPORTED_MODULE_1__/* .writeLock */ .be)(manifest.lockFile, listings);
        const style = (0,_output_js__WEBPACK_IMPORTED_MODULE_5__/* .stdoutStyle */ .jK)();
        const out = [];
        for (const l of listings)
            for (const w of l.warnings ?? [])
                out.push(style.yellow(`warning: ${(0,_util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_6__/* .plainText */ .w)(l.name, 60)}: ${(0,_util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_6__/* .plainText */ .w)(w)}`) + '\n');
        const servers = listings.map((l) => `${(0,_util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_6__/* .plainText */ .w)(l.name, 60)} (${l.source}, ${l.tools.length} tool${l.tools.length === 1 ? '' : 's'}${l.pages > 1 ? `, ${l.pages} pages` : ''})`);
        out.push(`wrote ${manifest.lockFile}: ${servers.join(' · ')}\n`);
        if (previous?.error) {
            out.push(style.yellow(`warning: replaced a lock file that could not be read: ${(0,_util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_6__/* .plainText */ .w)(previous.error)}`) + '\n');
        }
        else if (previous) {
            const drift = previous.drift;
            out.push(drift.length === 0 ? 'no change from the previous lock file\n' : `${drift.length} change${drift.length === 1 ? '' : 's'} from the previous lock file:\n`, ...(0,_output_js__WEBPACK_IMPORTED_MODULE_5__/* .driftLines */ .$m)(drift, style));
        }
        process.stdout.write(out.join(''));
        return _exit_codes_js__WEBPACK_IMPORTED_MODULE_0__/* .ExitCode */ .y.Ok;
    }
}));


/***/ })

};
