export const id = 537;
export const ids = [537];
export const modules = {

/***/ 8537:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   eventFileProblem: () => (/* binding */ eventFileProblem),
/* harmony export */   failBeforeStart: () => (/* binding */ failBeforeStart)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6421);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _report_escape_markdown_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7729);
/* harmony import */ var _util_file_error_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8071);
/* harmony import */ var _summary_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8770);
/**
 * The event payload the runner writes to GITHUB_EVENT_PATH, checked before anything reads
 * it: @actions/github parses it while it is imported and throws on a truncated file, and a
 * `null` payload breaks every reader after it.
 */





/** What is wrong with the event file, or undefined when it is a JSON object (or there is none: outside a workflow). */
function eventFileProblem(env = process.env) {
    const path = env.GITHUB_EVENT_PATH;
    if (!path)
        return undefined;
    const where = `the event file ${path} (GITHUB_EVENT_PATH)`;
    let text;
    try {
        text = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readFileSync)(path, 'utf8');
    }
    catch (err) {
        // @actions/github notes a missing file and goes on with an empty payload.
        if (err.code === 'ENOENT')
            return undefined;
        return `cannot read ${where}: ${(0,_util_file_error_js__WEBPACK_IMPORTED_MODULE_4__/* .fileErrorText */ .U)(err)}`;
    }
    const rerun = 'the runner writes it, so re-run the job; if it happens again, report it with the workflow that ran';
    if (text.trim() === '')
        return `${where} is empty: ${rerun}`;
    let payload;
    try {
        payload = JSON.parse(text);
    }
    catch (err) {
        return `${where} is not valid JSON (${err.message}): ${rerun}`;
    }
    if (payload === null || typeof payload !== 'object' || Array.isArray(payload)) {
        return `${where} holds ${payload === null ? 'null' : Array.isArray(payload) ? 'a list' : `a ${typeof payload}`}, not the event object: ${rerun}`;
    }
    return undefined;
}
/** Fails the step with `problem`: the error, and the job summary saying the check could not run. */
async function failBeforeStart(problem) {
    _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .setFailed */ .C1(problem);
    try {
        await (0,_summary_js__WEBPACK_IMPORTED_MODULE_3__/* .writeSummary */ .S)(`### MCP tool search could not run\n\n${(0,_report_escape_markdown_js__WEBPACK_IMPORTED_MODULE_2__/* .preformatted */ .EC)([problem])}\n`);
    }
    catch (err) {
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .warning */ .$e(`Could not write the job summary: ${(0,_util_file_error_js__WEBPACK_IMPORTED_MODULE_4__/* .fileErrorText */ .U)(err)}`);
    }
}


/***/ }),

/***/ 8770:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ writeSummary)
/* harmony export */ });
/* harmony import */ var _actions_core__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6421);

/** Appends markdown to the job summary; false (with a note in the log) outside a runner. */
async function writeSummary(markdown) {
    if (!process.env.GITHUB_STEP_SUMMARY) {
        _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .info */ .pq('GITHUB_STEP_SUMMARY is not set: no job summary written');
        return false;
    }
    await _actions_core__WEBPACK_IMPORTED_MODULE_0__/* .summary */ .z.addRaw(markdown, true).write();
    return true;
}


/***/ }),

/***/ 7729:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EC: () => (/* binding */ preformatted),
/* harmony export */   X1: () => (/* binding */ escapeText),
/* harmony export */   aY: () => (/* binding */ code),
/* harmony export */   pq: () => (/* binding */ defuseCommands),
/* harmony export */   xr: () => (/* binding */ annotationText)
/* harmony export */ });
/* unused harmony export wordCut */
/* harmony import */ var _util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(741);
/**
 * Escaping of untrusted text (queries, tool names, descriptions, server output: everything a
 * PR can change) for the places the report puts it: GitHub-flavoured markdown and HTML, check
 * annotations, and the job log. Every function first applies `plainText` (control, bidi and
 * zero-width characters removed, length capped).
 */

/**
 * Character references for everything markdown or HTML could read as structure. References
 * mean the same in markdown text, in GFM table cells (no `|` is left to split a row), inside
 * raw HTML blocks and inline HTML, so one escaping fits every context of the report.
 */
const ENTITY = {
    '&': '&amp;',
    '<': '&lt;',
    '>': '&gt;',
    '"': '&quot;',
    "'": '&#39;',
    '\\': '&#92;',
    '`': '&#96;',
    '*': '&#42;',
    _: '&#95;',
    '[': '&#91;',
    ']': '&#93;',
    '|': '&#124;',
    '~': '&#126;',
};
const ENTITY_CHARS = /[&<>"'\\`*_[\]|~]/g;
/**
 * GitHub links `@user`, `@org/team`, `#123` and `GH-123` only after a non-word character;
 * a zero-width space after the `@` or `#` (and inside `GH-`) leaves the text readable and
 * links nothing: nobody is notified, no backlink appears on that issue.
 */
const REFERENCE = /(?<![A-Za-z0-9_])(@(?=[A-Za-z0-9])|#(?=\d)|GH(?=-\d))/gi;
/**
 * Plain text for markdown or HTML: no tags, no emphasis, links (autolinks included),
 * tables or headings, no mentions and no issue references. Newlines become spaces; at most `maxLength` characters
 * of the original.
 */
function escapeText(text, maxLength = 300) {
    return escapePlain(wordCut((0,_util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_0__/* .plainText */ .w)(text, Infinity), maxLength));
}
/**
 * `clean` cut to at most `maxLength` characters at the end of a word, with `…`: a sentence
 * that must lose its end loses whole words. A first word longer than half of that is cut
 * inside (a path, a hash), at a whole code point.
 */
function wordCut(clean, maxLength) {
    if (clean.length <= maxLength)
        return clean;
    const window = clean.slice(0, maxLength);
    const space = window.search(/\s\S*$/);
    if (space >= maxLength / 2)
        return window.slice(0, space).replace(/[\s,;:.-]+$/, '') + ' …';
    return (0,_util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_0__/* .plainText */ .w)(clean, maxLength);
}
/** `escapeText` of what `plainText` has cleaned already. */
function escapePlain(clean) {
    return (clean
        .replace(REFERENCE, '$1\u200B')
        .replace(ENTITY_CHARS, (c) => ENTITY[c])
        // No autolinks: a PR cannot make the comment show a clickable link of its choosing.
        .replace(/:(?=\/\/)/g, '&#58;')
        .replace(/\b(www)\./gi, '$1&#46;')
        // In case the text begins a line: no indented code, heading, list item or thematic break.
        .replace(/^\s+/, '&#32;')
        .replace(/^#/, '&#35;')
        .replace(/^[-+](?=\s|[-\s]*$)/, (c) => (c === '-' ? '&#45;' : '&#43;'))
        .replace(/^(\d{1,9})([.)])(?=\s|$)/, (_m, n, c) => `${n}${c === '.' ? '&#46;' : '&#41;'}`));
}
/**
 * Inline code (`<code>`) for a query or a tool name: safe in table cells and inside HTML
 * blocks such as `<summary>`, where a markdown code span would not render. An empty string
 * reads `(empty)`.
 */
function code(text, maxLength = 120) {
    const clean = (0,_util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_0__/* .plainText */ .w)(text, maxLength);
    return clean.trim() === '' ? '<i>(empty)</i>' : `<code>${escapePlain(clean)}</code>`;
}
/** Preformatted lines (a server's stderr): each line escaped, at most `maxLines` (the last ones). */
function preformatted(lines, maxLines = 20, maxLineLength = 300) {
    const shown = lines.slice(-maxLines).map((l) => escapeText(l, maxLineLength));
    const omitted = lines.length - shown.length;
    return `<pre>${omitted > 0 ? `(${omitted} earlier lines not shown)\n` : ''}${shown.join('\n')}</pre>`;
}
/**
 * An annotation's message or title. The runner shows annotations as plain text and
 * `@actions/core` escapes the command syntax (`%`, CR, LF); what remains is to remove what
 * could disguise the text and to cap its length.
 */
function annotationText(text, maxLength = 500) {
    return (0,_util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_0__/* .plainText */ .w)(text, maxLength);
}
/**
 * A log line with workflow commands defused. The runner runs a line that starts with `::`
 * after leading white space (`::add-mask::`, `::stop-commands::`, …) and, in the legacy
 * syntax, a `##[command]` anywhere in a line; a zero-width space is put inside each.
 */
function defuseCommands(line) {
    return line.replace(/^(\s*):(?=:)/, '$1:\u200B').replace(/#(?=#\[)/g, '#\u200B');
}


/***/ }),

/***/ 8071:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   U: () => (/* binding */ fileErrorText)
/* harmony export */ });
/** Why a file could not be read or written, in words (Node's own message repeats the path and the call). */
function fileErrorText(err) {
    switch (err?.code) {
        case 'ENOENT':
            return 'no such file or folder';
        case 'ENOTDIR':
            return 'a part of the path is a file, not a folder';
        case 'EISDIR':
            return 'it is a folder';
        case 'EACCES':
        case 'EPERM':
            return 'permission denied';
        case 'EROFS':
            return 'the file system is read-only';
        case 'ENOSPC':
            return 'no space left on the device';
        case 'EEXIST':
            return 'a file is in the way';
        default:
            return err?.message ?? String(err);
    }
}


/***/ }),

/***/ 741:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   w: () => (/* binding */ plainText)
/* harmony export */ });
/**
 * Untrusted text (tool names, descriptions, queries, server output) made safe to print:
 * control characters (terminal escapes included), bidi overrides, zero-width and invisible
 * tag characters are removed, and the length is capped.
 */
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u00AD\u061C\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF\uFFF9-\uFFFB]|[\u{E0000}-\u{E007F}]/gu;
function plainText(text, maxLength = 500) {
    const clean = text.replace(UNSAFE, '').replace(/[\r\n\t\u2028\u2029]+/g, ' ');
    if (clean.length <= maxLength)
        return clean;
    // Never split a surrogate pair: a lone half is invalid UTF-8 on the way to GitHub.
    const cut = /[\uD800-\uDBFF]/.test(clean[maxLength - 2] ?? '') ? maxLength - 2 : maxLength - 1;
    return clean.slice(0, cut) + '…';
}


/***/ })

};
