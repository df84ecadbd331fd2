export const id = 573;
export const ids = [573];
export const modules = {

/***/ 4573:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   "default": () => (__WEBPACK_DEFAULT_EXPORT__)
/* harmony export */ });
/* harmony import */ var _engines_registry_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3086);
/* harmony import */ var _exit_codes_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1084);
/* harmony import */ var _command_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3567);



const HELP = `Usage: mcp-tool-rank engines

Lists the engine ids, the clients and versions they reproduce, and their default cut.`;
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = ((0,_command_js__WEBPACK_IMPORTED_MODULE_2__/* .defineCommand */ .NB)({
    help: HELP,
    options: {},
    async run() {
        for (const e of (0,_engines_registry_js__WEBPACK_IMPORTED_MODULE_0__/* .listEngines */ .ED)()) {
            process.stdout.write(`${e.id.padEnd(18)} ${e.client}, ${e.versions}; top ${e.defaultMaxResults}${e.exact ? '' : ' (approximate)'}\n`);
        }
        process.stdout.write(`${'claude-code'.padEnd(18)} alias of ${(0,_engines_registry_js__WEBPACK_IMPORTED_MODULE_0__/* .resolveEngine */ .F0)('claude-code').id}\n`);
        process.stdout.write(`${_engines_registry_js__WEBPACK_IMPORTED_MODULE_0__/* .LATEST */ .k0.padEnd(18)} ${(0,_engines_registry_js__WEBPACK_IMPORTED_MODULE_0__/* .resolveEngine */ .F0)(_engines_registry_js__WEBPACK_IMPORTED_MODULE_0__/* .LATEST */ .k0).versions}\n`);
        process.stdout.write(`${'claude-code@X.Y.Z'.padEnd(18)} the generation that shipped in Claude Code X.Y.Z, reading tools as that version does\n`);
        return _exit_codes_js__WEBPACK_IMPORTED_MODULE_1__/* .ExitCode */ .y.Ok;
    }
}));


/***/ })

};
