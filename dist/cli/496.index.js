export const id = 496;
export const ids = [496];
export const modules = {

/***/ 4091:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   c: () => (/* binding */ deferralLine),
/* harmony export */   v: () => (/* binding */ costChangeSentence)
/* harmony export */ });
/* harmony import */ var _util_plural_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1976);

/** `weather 399 characters (0.8 % of the auto threshold, 50,000, ≈80.8 % with the built-ins)` */
function serverCostText(s, d, name) {
    const approx = s.estimate ? '≈' : '';
    const size = d.size;
    const cost = `${name(s.server, 60)} ${approx}${(0,_util_plural_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B)(s.upFrontChars)} characters`;
    if (!size || !s.share)
        return cost;
    const withBuiltIns = size.applies ? `, ≈${s.share.withBuiltIns} % with the built-ins` : '';
    return `${cost} (${s.share.alone} % of the auto threshold, ${(0,_util_plural_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B)(size.charThreshold)}${withBuiltIns})`;
}
/** `claude-code@2.1: deferred: ENABLE_TOOL_SEARCH unset: … [ENABLE_TOOL_SEARCH unset, claude-opus-5-5, interactive] · cost: weather 399 characters: …` */
function deferralLine(engineLabel, d, text, name) {
    const own = d.servers.filter((s) => !s.neighbour);
    const shown = own.slice(0, 3).map((s) => serverCostText(s, d, name));
    if (own.length > shown.length)
        shown.push(`+${own.length - shown.length} more`);
    const cost = shown.length ? ` · cost: ${shown.join('; ')}` : '';
    return `${engineLabel}: ${text(d.reason, 400)}${d.exact ? '' : ' (estimate)'} [${text(d.setup, 200)}]${cost}`;
}
/** `weather`: this PR adds 2,310 characters to every request of a user who loads these tools up front (399 → 2,709). */
function costChangeSentence(c, name) {
    const delta = c.head - c.base;
    const verb = delta > 0 ? 'adds' : 'removes';
    const approx = c.estimate ? '≈' : '';
    const to = delta > 0 ? 'to' : 'from';
    return `${name(c.server, 60)}: this PR ${verb} ${approx}${(0,_util_plural_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B)(Math.abs(delta))} characters ${to} every request of a user who loads these tools up front (${(0,_util_plural_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B)(c.base)} → ${(0,_util_plural_js__WEBPACK_IMPORTED_MODULE_0__/* .formatCount */ .B)(c.head)})`;
}


/***/ }),

/***/ 7389:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ explainBreakdown),
/* harmony export */   y: () => (/* binding */ formatScore)
/* harmony export */ });
const FIELD_LABEL = {
    name: 'name',
    'name-part': 'part of name',
    coarse: 'whole name',
    'coarse-part': 'part of whole name',
    'full-name': 'joined name',
    hint: 'search hint',
    description: 'description',
    bm25: 'bm25',
    promotion: 'promoted by name, before every text match'
};
function points(p) {
    return p >= 0 ? `+${formatScore(p)}` : formatScore(p);
}
/** `create: name +12, whole name +4; issue: description +2` */
function explainBreakdown(breakdown, quote = (s) => s) {
    const byTerm = new Map();
    for (const c of breakdown) {
        const list = byTerm.get(c.term) ?? [];
        list.push(c);
        byTerm.set(c.term, list);
    }
    return [...byTerm.entries()]
        // A promotion earns no points: it puts the tool before every text match.
        .map(([term, list]) => `${quote(term)}: ${list.map((c) => (c.field === 'promotion' ? FIELD_LABEL[c.field] : `${FIELD_LABEL[c.field]} ${points(c.points)}`)).join(', ')}`)
        .join('; ');
}
function formatScore(score) {
    return Number.isInteger(score) ? String(score) : score.toFixed(3);
}


/***/ }),

/***/ 8188:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ findingsSummary),
/* harmony export */   n: () => (/* binding */ findingsReport)
/* harmony export */ });
/* harmony import */ var _util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(741);
/* harmony import */ var _util_plural_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1976);
/** Findings as terminal text: `mcp-tool-rank lint`, and the short section under `check`. */


const ORDER = ['error', 'warning', 'info'];
const TITLE = { error: 'errors', warning: 'warnings', info: 'info' };
function where(f, manifestFile) {
    const at = f.line !== undefined ? `${manifestFile}:${f.line}` : manifestFile;
    return `${at} ${(0,_util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_0__/* .plainText */ .w)(f.tool ? `${f.server}/${f.tool}` : f.server, 100)}`;
}
function paint(severity, style) {
    return severity === 'error' ? style.red : severity === 'warning' ? style.yellow : style.dim;
}
function countLine(findings) {
    const n = (s) => findings.filter((f) => f.severity === s).length;
    return ORDER.map((s) => (s === 'info' ? `${n(s)} info` : (0,_util_plural_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .L)(n(s), s))).join(', ');
}
/** Every finding, grouped by severity, each with its server/tool, rule and manifest line. */
function findingsReport(findings, manifestFile, style) {
    const out = [];
    for (const severity of ORDER) {
        const group = findings.filter((f) => f.severity === severity);
        if (group.length === 0)
            continue;
        out.push(style.bold(`${TITLE[severity]} (${group.length})`));
        for (const f of group) {
            out.push(`  ${paint(severity, style)(where(f, manifestFile))} ${style.dim(`[${f.rule}]`)}`);
            out.push(`    ${(0,_util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_0__/* .plainText */ .w)(f.message, 600)}`);
        }
        out.push('');
    }
    out.push(style.bold(`${(0,_util_plural_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .L)(findings.length, 'finding')}: ${countLine(findings)}`));
    return out.join('\n') + '\n';
}
/**
 * The few findings that matter most, for the end of `check`: errors and warnings first, each
 * in full, in the lines `fit` breaks it into.
 */
function findingsSummary(findings, manifestFile, style, fit = (line) => [line], max = 8) {
    if (findings.length === 0)
        return [];
    const shown = findings.filter((f) => f.severity !== 'info').slice(0, max);
    const out = [style.bold(`lint: ${countLine(findings)}`)];
    for (const f of shown)
        for (const line of fit(`  ${f.severity} ${where(f, manifestFile)} [${f.rule}] ${(0,_util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_0__/* .plainText */ .w)(f.message, 600)}`))
            out.push(paint(f.severity, style)(line));
    const rest = findings.length - shown.length;
    if (rest > 0)
        out.push(style.dim(shown.length ? `  … ${rest} more: run \`mcp-tool-rank lint\` for all of them` : '  run `mcp-tool-rank lint` to see them'));
    return out;
}


/***/ }),

/***/ 2970:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ knownFailureNotes),
/* harmony export */   Z: () => (/* binding */ staleMarkNote)
/* harmony export */ });
/** The reasons of the marks that hold a failure back: one for a query-wide mark, else one per engine. */
function knownFailureNotes(q) {
    const marked = Object.values(q.engines).filter((r) => r.status === 'known-failure');
    if (marked.length === 0)
        return [];
    if (q.knownFailure !== undefined)
        return [{ reason: q.knownFailure }];
    return marked.map((r) => ({ engine: r.engine, reason: r.knownFailure ?? '' }));
}
/** "passes now: remove its known_failure", or per engine "passes now under codex: remove codex from its known_failure". */
function staleMarkNote(q) {
    const fixed = Object.values(q.engines)
        .filter((r) => r.status === 'fixed')
        .map((r) => r.engine);
    if (fixed.length === 0)
        return undefined;
    if (q.knownFailure !== undefined)
        return 'passes now: remove its known_failure';
    return `passes now under ${fixed.join(', ')}: remove ${fixed.length === 1 ? 'it' : 'them'} from its known_failure`;
}


/***/ }),

/***/ 8154:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Jn: () => (/* binding */ passCountsText),
/* harmony export */   Tg: () => (/* binding */ neighboursLine),
/* harmony export */   Vw: () => (/* binding */ VIEWS),
/* harmony export */   qV: () => (/* binding */ standingIn),
/* harmony export */   r5: () => (/* binding */ orderDependenceText),
/* harmony export */   tG: () => (/* binding */ judgedView),
/* harmony export */   zJ: () => (/* binding */ crowdingText)
/* harmony export */ });
/* unused harmony exports VIEW_LABEL, crowdedByText */
/* harmony import */ var _catalog_sanitize_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2252);
/* harmony import */ var _util_plural_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1976);
/* harmony import */ var _explain_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7389);
/**
 * What the reports say about neighbours, in one wording for the terminal, the comment and the
 * summary: the two pass counts, who crowds an expected tool and with which words, and ties the
 * connect order decides. `quote` makes a name or word safe for the medium (a markdown code
 * span, or plain text in quotes).
 */



/** The two views of an expectation, in the order the reports show them. */
const VIEWS = ['alone', 'withNeighbours'];
const VIEW_LABEL = { alone: 'alone', withNeighbours: 'with neighbours' };
/** The view the statuses, the verdict and the base diff are of. */
function judgedView(n) {
    return n.judge === 'alone' ? 'alone' : 'withNeighbours';
}
/** `alone 18/20 · with neighbours 14/20` */
function passCountsText(n) {
    return VIEWS.map((v) => `${VIEW_LABEL[v]} ${(0,_util_plural_js__WEBPACK_IMPORTED_MODULE_1__/* .formatCount */ .B)(n[v].passed)}/${(0,_util_plural_js__WEBPACK_IMPORTED_MODULE_1__/* .formatCount */ .B)(n[v].judged)}`).join(' · ');
}
/** `slack/slack_post_message: `post` +18, `message` +18` */
function crowdingText(c, quote, quoteTool = quote) {
    const words = c.terms.map((t) => `${quote(t.term, 40)} +${(0,_explain_js__WEBPACK_IMPORTED_MODULE_0__/* .formatScore */ .y)(t.points)}`).join(', ');
    return `${quoteTool((0,_catalog_sanitize_js__WEBPACK_IMPORTED_MODULE_2__/* .shortToolName */ .Ow)(c.tool), 100)}${words ? `: ${words}` : ''}`;
}
/** `behind slack/slack_post_message: `post` +18, `message` +18`, and whether more neighbours' tools are ahead too. */
function crowdedByText(crowd, quote, max = 1) {
    const shown = crowd.slice(0, max).map((c) => crowdingText(c, quote));
    return `behind ${shown.join('; ')}${crowd.length > max ? ' and other neighbour tools' : ''}`;
}
/** Why a pass holds only by the connect order. */
function orderDependenceText() {
    return 'ties with a neighbour\'s tool and holds only because your servers connect first';
}
/** The expectation's standing in one view (the evaluation's own fields when it has no neighbour views). */
function standingIn(e, view) {
    return e.neighbours?.[view] ?? { rank: e.rank, score: e.score, pass: e.pass };
}
/** `16 neighbours (set 2026-12-01), connected after your servers in this order: github, gitlab, …; judged with neighbours` */
function neighboursLine(n, quote, maxNames = 6) {
    const names = n.servers.slice(0, maxNames).map((s) => quote(s, 60));
    const more = n.servers.length > maxNames ? `, +${n.servers.length - maxNames}` : '';
    const set = n.set ? ` (set ${n.set})` : '';
    return `${(0,_util_plural_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .L)(n.servers.length, 'neighbour')}${set}, connected after your servers in this order: ${names.join(', ')}${more}; judged ${VIEW_LABEL[judgedView(n)]}`;
}


/***/ }),

/***/ 7496:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   RR: () => (/* binding */ terminalReport),
/* harmony export */   ce: () => (/* binding */ unverifiedWarning)
/* harmony export */ });
/* unused harmony export FAILING_LINES_SHOWN */
/* harmony import */ var _advice_text_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(5978);
/* harmony import */ var _deferral_text_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(4091);
/* harmony import */ var _findings_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8188);
/* harmony import */ var _review_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2392);
/* harmony import */ var _diff_text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6919);
/* harmony import */ var _util_plural_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(1976);
/* harmony import */ var _known_failure_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(2970);
/* harmony import */ var _util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(741);
/* harmony import */ var _neighbours_text_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8154);
/* harmony import */ var _util_fit_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6579);
/* harmony import */ var _explain_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7389);
/* harmony import */ var _util_group_by_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(3405);
/* harmony import */ var _wording_text_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(3000);













function serverLine(servers, total) {
    const parts = servers.map((s) => `${(0,_util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_7__/* .plainText */ .w)(s.name, 60)} (${s.source}, ${(0,_util_plural_js__WEBPACK_IMPORTED_MODULE_8__/* .plural */ .L)(s.toolCount, 'tool')}${s.pages > 1 ? `, ${s.pages} pages` : ''})`);
    return servers.length > 1 ? `servers: ${parts.join(' · ')} — ${(0,_util_plural_js__WEBPACK_IMPORTED_MODULE_8__/* .plural */ .L)(total, 'tool')}` : `server: ${parts.join('')}`;
}
/** One engine's verdict on one expectation, as a short table cell. */
function cell(e) {
    if (!e)
        return { text: '', bad: false, warn: false };
    if (e.alwaysLoaded)
        return { text: e.kind === 'expect' ? 'always' : 'always ✗', bad: e.kind === 'forbid', warn: false };
    const at = (0,_diff_text_js__WEBPACK_IMPORTED_MODULE_2__/* .rankText */ ._k)(e.rank);
    if (e.kind === 'forbid')
        return { text: e.pass ? `${at} ok` : `${at} ✗`, bad: !e.pass, warn: false };
    if (!e.pass)
        return { text: `${at} ✗`, bad: true, warn: false };
    return { text: e.fragile ? `${at} tie` : at, bad: false, warn: e.fragile };
}
/** A view's rank with neighbours configured: the judged view as `cell` shows it, the other by its standing. */
function viewCell(e, view, judged) {
    if (!e || e.alwaysLoaded || !e.neighbours)
        return cell(e);
    if (view === judged) {
        const c = cell(e);
        return view === 'withNeighbours' && e.neighbours.orderDependent && e.pass ? { text: `${(0,_diff_text_js__WEBPACK_IMPORTED_MODULE_2__/* .rankText */ ._k)(e.rank)} order`, bad: false, warn: true } : c;
    }
    const s = (0,_neighbours_text_js__WEBPACK_IMPORTED_MODULE_3__/* .standingIn */ .qV)(e, view);
    if (e.kind === 'forbid')
        return { text: s.pass ? `${(0,_diff_text_js__WEBPACK_IMPORTED_MODULE_2__/* .rankText */ ._k)(s.rank)} ok` : `${(0,_diff_text_js__WEBPACK_IMPORTED_MODULE_2__/* .rankText */ ._k)(s.rank)} ✗`, bad: false, warn: !s.pass };
    return { text: s.pass ? (0,_diff_text_js__WEBPACK_IMPORTED_MODULE_2__/* .rankText */ ._k)(s.rank) : `${(0,_diff_text_js__WEBPACK_IMPORTED_MODULE_2__/* .rankText */ ._k)(s.rank)} ✗`, bad: false, warn: !s.pass };
}
const plainQuote = (text, max) => `"${(0,_util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_7__/* .plainText */ .w)(text, max)}"`;
function statusMark(q, style) {
    switch (q.status) {
        case 'pass':
            return style.green('✓');
        case 'fail':
            return style.red('✗');
        case 'known-failure':
            return style.yellow('~');
        case 'fixed':
            return style.yellow('!');
        case 'report-only':
            return style.dim('·');
    }
}
/** The line that says an engine ranks a client version newer than any checked; undefined for the others. */
function unverifiedWarning(engine, style) {
    const note = (0,_review_js__WEBPACK_IMPORTED_MODULE_1__/* .unverifiedNote */ .M_)(engine);
    return note && style.yellow(`warning: ${(0,_util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_7__/* .plainText */ .w)(engine.id, 60)} is ${(0,_util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_7__/* .plainText */ .w)(note, 120)}`);
}
/** The cells of a row whose expectation fails (a known failure included): the one line each failing expectation gets. */
function failingCells(row) {
    return row.cells.filter((c) => c?.expectation !== undefined && !c.expectation.pass && (c.result.status === 'fail' || c.result.status === 'known-failure'));
}
/** `#7` or, with neighbours, `#1 · #7`: the rank alone, then with them (one rank when they agree); `answered`: the engine replays the server's own search. */
function ranksOf(e, answered) {
    // An engine that replays a server's own search has no score for a tool it did not answer with.
    const at = (rank) => (rank !== null ? (0,_diff_text_js__WEBPACK_IMPORTED_MODULE_2__/* .rankText */ ._k)(rank) : answered ? "not among the server's answers" : 'unscored');
    if (!e.neighbours)
        return at(e.rank);
    const [alone, withThem] = _neighbours_text_js__WEBPACK_IMPORTED_MODULE_3__/* .VIEWS */ .Vw.map((v) => at((0,_neighbours_text_js__WEBPACK_IMPORTED_MODULE_3__/* .standingIn */ .qV)(e, v).rank));
    return alone === withThem ? alone : `${alone} · ${withThem}`;
}
/** What the expectation needs under one engine: `needs ≤ 5`, `must not be in the top 8`. */
function needOf(c) {
    return c.expectation.kind === 'forbid' ? `must not be in the top ${c.result.maxResults}` : `needs ≤ ${c.expectation.within}`;
}
/** Why a rank misses by a tie, when it does: `tied at 54, listed after`. */
function tieNote(c) {
    if (c.expectation.fragile)
        return 'tied at the cut';
    return c.tie && `tied at ${(0,_explain_js__WEBPACK_IMPORTED_MODULE_5__/* .formatScore */ .y)(c.tie.score)}, listed after`;
}
/**
 * One failing expectation's engines, inline: `needs ≤ 1: #2 under claude-code@2.1 (tied at 54,
 * listed after), #3 · #4 under codex`; with neighbours a rank reads alone · with neighbours.
 * The need is said once when the engines share it.
 */
function ranksInline(cells, answeredBy) {
    const needs = new Set(cells.map(needOf));
    const shared = needs.size === 1;
    const at = (c) => {
        const notes = [...(shared ? [] : [(0,_util_fit_js__WEBPACK_IMPORTED_MODULE_4__/* .together */ .bs)(needOf(c))]), ...(tieNote(c) ? [tieNote(c)] : [])];
        return `${(0,_util_fit_js__WEBPACK_IMPORTED_MODULE_4__/* .together */ .bs)(`${ranksOf(c.expectation, answeredBy.has(c.engine))} under ${c.engine}`)}${notes.length ? ` (${notes.join('; ')})` : ''}`;
    };
    const pairs = cells.some((c) => ranksOf(c.expectation, answeredBy.has(c.engine)).includes(' · '));
    return `${shared ? `${(0,_util_fit_js__WEBPACK_IMPORTED_MODULE_4__/* .together */ .bs)([...needs][0])}: ` : ''}${cells.map(at).join(', ')}${pairs ? ' (alone · with neighbours)' : ''}`;
}
/** What `--explain` adds under a failing expectation: the verified fix and the neighbours ahead, each said once for the engines it holds for. */
function explanations(cells) {
    const facts = cells.flatMap((c) => {
        const e = c.expectation;
        const crowd = e.neighbours?.crowdedBy;
        return [
            ...(e.advice ? [{ engine: c.engine, lead: '→ ', text: (0,_util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_7__/* .plainText */ .w)((0,_advice_text_js__WEBPACK_IMPORTED_MODULE_9__/* .describeAdvice */ .gT)(e.advice), 4000) }] : []),
            ...(crowd ? [{ engine: c.engine, lead: 'crowded out by neighbours under ', text: `${crowd.slice(0, 3).map((x) => (0,_neighbours_text_js__WEBPACK_IMPORTED_MODULE_3__/* .crowdingText */ .zJ)(x, plainQuote, _util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_7__/* .plainText */ .w)).join('; ')}${crowd.length > 3 ? '; …' : ''}` }] : [])
        ];
    });
    return [...(0,_util_group_by_js__WEBPACK_IMPORTED_MODULE_10__/* .groupBy */ .$)(facts, (f) => `${f.lead}\u0000${f.text}`).values()].map((same) => `${same[0].lead}${same.map((f) => f.engine).join(', ')}: ${same[0].text}`);
}
/**
 * The table of every expectation in the widest layout that fits: a query column when there is
 * room; else each query on a line of its own above its tools; else, narrower still, each tool's
 * engines on its own wrapped line.
 */
function tableLines(rows, labels, width, style) {
    // Folded, not spread: Math.max(...rows) overflows the stack at about 125,000 rows.
    const widest = (least, of) => rows.reduce((w, r) => Math.max(w, of(r)), least);
    const wTool = widest(4, (r) => (0,_util_fit_js__WEBPACK_IMPORTED_MODULE_4__/* .textWidth */ .sc)(r.tool));
    const wCells = labels.map((label, i) => widest((0,_util_fit_js__WEBPACK_IMPORTED_MODULE_4__/* .textWidth */ .sc)(label), (r) => (r.cells[i] ? (0,_util_fit_js__WEBPACK_IMPORTED_MODULE_4__/* .textWidth */ .sc)(r.cells[i].text) : 0)));
    const cellsWidth = wCells.reduce((n, w) => n + w + 2, 0) - 2;
    const wQuery = widest(5, (r) => (0,_util_fit_js__WEBPACK_IMPORTED_MODULE_4__/* .textWidth */ .sc)(r.query));
    const painted = (r) => r.cells
        .map((c, i) => {
        const text = (0,_util_fit_js__WEBPACK_IMPORTED_MODULE_4__/* .padTo */ .v0)(c.text, wCells[i]);
        return c.bad ? style.red(text) : c.warn ? style.yellow(text) : text;
    })
        .join('  ');
    const header = (lead) => style.dim(`${lead}${labels.map((l, i) => (0,_util_fit_js__WEBPACK_IMPORTED_MODULE_4__/* .padTo */ .v0)(l, wCells[i])).join('  ')}`.trimEnd());
    /** A note beside `lead`, wrapped into the columns left of it. */
    const noted = (lead, note) => (0,_util_fit_js__WEBPACK_IMPORTED_MODULE_4__/* .wrapTo */ .QR)(note, width - (0,_util_fit_js__WEBPACK_IMPORTED_MODULE_4__/* .textWidth */ .sc)(lead)).map((l, i) => (i === 0 ? lead : ' '.repeat((0,_util_fit_js__WEBPACK_IMPORTED_MODULE_4__/* .textWidth */ .sc)(lead))) + style.dim(l));
    const out = [];
    if (2 + wQuery + 2 + wTool + 2 + cellsWidth <= width) {
        out.push(header(`  ${(0,_util_fit_js__WEBPACK_IMPORTED_MODULE_4__/* .padTo */ .v0)('query', wQuery)}  ${(0,_util_fit_js__WEBPACK_IMPORTED_MODULE_4__/* .padTo */ .v0)('tool', wTool)}  `));
        for (const r of rows) {
            const lead = `${r.mark} ${(0,_util_fit_js__WEBPACK_IMPORTED_MODULE_4__/* .padTo */ .v0)(r.query, wQuery)}  `;
            out.push(...(r.note !== undefined ? noted(lead, r.note) : [`${lead}${(0,_util_fit_js__WEBPACK_IMPORTED_MODULE_4__/* .padTo */ .v0)(r.tool, wTool)}  ${painted(r)}`.trimEnd()]));
        }
        return out;
    }
    const grouped = 4 + wTool + 2 + cellsWidth <= width;
    if (grouped)
        out.push(header(`  query, then ${(0,_util_fit_js__WEBPACK_IMPORTED_MODULE_4__/* .padTo */ .v0)('tool', wTool - 8)}  `));
    for (const r of rows) {
        if (r.query)
            out.push(...(0,_util_fit_js__WEBPACK_IMPORTED_MODULE_4__/* .fit */ .Uj)(`${r.mark} ${r.query}`, width, 2));
        if (r.note !== undefined)
            out.push(...noted('    ', r.note));
        else if (grouped)
            out.push(`    ${(0,_util_fit_js__WEBPACK_IMPORTED_MODULE_4__/* .padTo */ .v0)(r.tool, wTool)}  ${painted(r)}`.trimEnd());
        else {
            const line = `    ${r.tool}: ${r.cells.map((c, i) => (0,_util_fit_js__WEBPACK_IMPORTED_MODULE_4__/* .together */ .bs)(`${labels[i]} ${c.text || '–'}`)).join(', ')}`;
            const paint = r.cells.some((c) => c.bad) ? style.red : r.cells.some((c) => c.warn) ? style.yellow : (t) => t;
            out.push(...(0,_util_fit_js__WEBPACK_IMPORTED_MODULE_4__/* .fit */ .Uj)(line, width, 6).map(paint));
        }
    }
    return out;
}
/** Failing expectations listed one per line; past that a count (every one is in the table above it and in the JSON). */
const FAILING_LINES_SHOWN = 1000;
/**
 * The check report: a table of every expectation, one rank column per engine, then one line
 * per failing expectation with its engines' ranks inline and its manifest line (why, and the
 * fix, behind `explain`), then the base diff. Every line fits `columns` but for a name longer
 * than a line.
 */
function terminalReport(review, style, options = {}) {
    const { evaluation, manifest: manifestFile, findings } = review;
    const width = options.columns ?? 80;
    const out = [];
    const put = (text, paint = (t) => t, indent = 2) => {
        for (const line of (0,_util_fit_js__WEBPACK_IMPORTED_MODULE_4__/* .fit */ .Uj)(text, width, indent))
            out.push(paint(line));
    };
    put(`mcp-tool-rank · ${manifestFile}`, style.bold);
    put(serverLine(evaluation.servers, evaluation.toolCount));
    put(`engines: ${evaluation.engines.map((e) => `${e.id} (${e.client}, ${e.versions})`).join(' · ')}`);
    for (const e of evaluation.engines) {
        const warning = unverifiedWarning(e, style);
        if (warning)
            put(warning);
    }
    const neighbours = evaluation.neighbours;
    if (neighbours)
        put((0,_neighbours_text_js__WEBPACK_IMPORTED_MODULE_3__/* .neighboursLine */ .Tg)(neighbours, (t, max) => (0,_util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_7__/* .plainText */ .w)(t, max)));
    for (const [engine, d] of Object.entries(evaluation.deferral ?? {}))
        put(`deferral: ${(0,_deferral_text_js__WEBPACK_IMPORTED_MODULE_11__/* .deferralLine */ .c)((0,_util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_7__/* .plainText */ .w)(engine, 60), d, _util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_7__/* .plainText */ .w, _util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_7__/* .plainText */ .w)}`);
    for (const s of evaluation.servers)
        for (const w of s.warnings)
            put(`warning: ${(0,_util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_7__/* .plainText */ .w)(s.name, 60)}: ${(0,_util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_7__/* .plainText */ .w)(w)}`, style.yellow);
    for (const w of evaluation.manifestWarnings ?? [])
        put(`warning: ${(0,_util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_7__/* .plainText */ .w)(manifestFile, 200)}:${w.line}:${w.col}: ${(0,_util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_7__/* .plainText */ .w)(w.message, 400)}`, style.yellow);
    out.push('');
    // With neighbours, each engine's cell reads alone · with neighbours (one rank when they agree).
    const judged = neighbours ? (0,_neighbours_text_js__WEBPACK_IMPORTED_MODULE_3__/* .judgedView */ .tG)(neighbours) : undefined;
    const labels = evaluation.engines.map((e) => e.id);
    const bothViews = (e, j) => {
        const [alone, withThem] = _neighbours_text_js__WEBPACK_IMPORTED_MODULE_3__/* .VIEWS */ .Vw.map((v) => viewCell(e, v, j));
        const mine = j === 'alone' ? alone : withThem;
        return alone.text === withThem.text ? mine : { ...mine, text: `${alone.text} · ${withThem.text}` };
    };
    const rows = [];
    let last;
    for (const row of review.rows) {
        const q = row.query;
        const first = q !== last;
        last = q;
        const query = first ? (0,_util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_7__/* .plainText */ .w)(q.query, 40) || '(empty)' : '';
        const mark = first ? statusMark(q, style) : ' ';
        if (row.ref === undefined) {
            // Each engine's top places, labelled with the engine when there are several.
            const results = row.cells.flatMap((c) => (c ? [c.result] : []));
            const note = results
                .map((r) => {
                const label = results.length > 1 ? `${r.engine} ` : '';
                return r.error ? `${label}rejects it: ${(0,_util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_7__/* .plainText */ .w)(r.error, 80)}` : `${label}top: ${r.results.slice(0, 3).map((t) => (0,_util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_7__/* .plainText */ .w)(t, 60)).join(', ') || '(nothing)'}`;
            })
                .join(' · ');
            rows.push({ mark, query, tool: '', cells: [], note });
            continue;
        }
        const cells = row.cells.map((c) => (judged ? bothViews(c?.expectation, judged) : cell(c?.expectation)));
        rows.push({ mark, query, tool: `${row.kind === 'forbid' ? 'not ' : ''}${(0,_util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_7__/* .plainText */ .w)(row.ref, 50)}`, cells });
    }
    // One by one, not spread: a spread of 125,000 lines overflows the stack.
    for (const line of tableLines(rows, labels, width, style))
        out.push(line);
    // One line per failing expectation, its engines' ranks inline; why and the fix behind --explain.
    const answeredBy = new Set(evaluation.engines.filter((e) => e.recordedAnswers).map((e) => e.id));
    let unexplained = false;
    let previous;
    const listed = review.rows.filter((row) => failingCells(row).length > 0 || (0,_known_failure_js__WEBPACK_IMPORTED_MODULE_12__/* .staleMarkNote */ .Z)(row.query) !== undefined || (0,_known_failure_js__WEBPACK_IMPORTED_MODULE_12__/* .knownFailureNotes */ .J)(row.query).length > 0);
    if (listed.length > 0)
        out.push('');
    for (const row of listed.slice(0, FAILING_LINES_SHOWN)) {
        const q = row.query;
        const first = q !== previous;
        previous = q;
        const where = `${manifestFile}:${q.line}`;
        const stale = (0,_known_failure_js__WEBPACK_IMPORTED_MODULE_12__/* .staleMarkNote */ .Z)(q);
        if (stale && first)
            put(`${where}: "${(0,_util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_7__/* .plainText */ .w)(q.query, 80)}" ${stale}`, style.yellow);
        const failing = failingCells(row);
        if (failing.length > 0) {
            const known = failing.every((c) => c.result.status === 'known-failure');
            put(`${where}: "${(0,_util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_7__/* .plainText */ .w)(q.query, 80)}" ${row.kind === 'forbid' ? 'not ' : ''}${(0,_util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_7__/* .plainText */ .w)(row.ref ?? '', 80)} ${ranksInline(failing, answeredBy)}`, known ? style.dim : style.red);
            const details = explanations(failing);
            if (options.explain)
                for (const d of details)
                    put(`  ${d}`, style.dim, 4);
            else if (details.length > 0)
                unexplained = true;
        }
        if (first)
            for (const note of (0,_known_failure_js__WEBPACK_IMPORTED_MODULE_12__/* .knownFailureNotes */ .J)(q))
                put(`  known failure${note.engine ? ` under ${note.engine}` : ''}: ${(0,_util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_7__/* .plainText */ .w)(note.reason, 160)}`, style.dim, 4);
    }
    if (listed.length > FAILING_LINES_SHOWN)
        put(`… ${(0,_util_plural_js__WEBPACK_IMPORTED_MODULE_8__/* .formatCount */ .B)(listed.length - FAILING_LINES_SHOWN)} more failing expectations: --json writes them all`, style.red);
    if (unexplained)
        put('  (--explain: the verified fix and the neighbours ahead, for each)', style.dim, 4);
    // Passes that only the connect order keeps: one reordering of the client's servers flips them.
    const byOrder = evaluation.queries.flatMap((q) => Object.values(q.engines).flatMap((r) => r.expectations.filter((e) => e.pass && e.neighbours?.orderDependent).map((e) => ({ q, r, e }))));
    if (byOrder.length > 0)
        out.push('');
    for (const { q, r, e } of byOrder) {
        put(`${manifestFile}:${q.line}: "${(0,_util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_7__/* .plainText */ .w)(q.query, 80)}" under ${r.engine}: ${(0,_util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_7__/* .plainText */ .w)(e.ref, 80)} ${(0,_neighbours_text_js__WEBPACK_IMPORTED_MODULE_3__/* .orderDependenceText */ .r5)()}`, style.yellow);
    }
    // Wording: each expectation short of the share asked (`wording:`) in red, then the few least found of those only reported.
    const wording = (0,_wording_text_js__WEBPACK_IMPORTED_MODULE_6__/* .wordingLines */ .Sv)(evaluation, _wording_text_js__WEBPACK_IMPORTED_MODULE_6__/* .REPORT_ONLY_SHOWN */ .wV);
    if (wording.lines.length > 0)
        out.push('');
    for (const { query: q, engine, expectation: e, wording: w } of wording.lines) {
        const line = `${manifestFile}:${q.line}: "${(0,_util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_7__/* .plainText */ .w)(q.query, 80)}" ${(0,_util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_7__/* .plainText */ .w)(e.ref, 80)}: ${(0,_wording_text_js__WEBPACK_IMPORTED_MODULE_6__/* .wordingText */ .Ws)(w, engine, (t) => plainQuote(t, 80))}`;
        put(line, w.pass ? style.yellow : style.red);
        if (w.advice)
            put(`  → ${(0,_util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_7__/* .plainText */ .w)((0,_wording_text_js__WEBPACK_IMPORTED_MODULE_6__/* .wordingAdviceText */ ._c)(w.advice, w.total, (t) => plainQuote(t, 80)), 400)}`, style.dim, 4);
    }
    if (wording.lossy > wording.lines.length)
        put(`${wording.lossy - wording.lines.length} more lost a wording: --json writes every wording with its rank`, style.dim);
    const lint = (0,_findings_text_js__WEBPACK_IMPORTED_MODULE_0__/* .findingsSummary */ .F)(findings, manifestFile, style, (line) => (0,_util_fit_js__WEBPACK_IMPORTED_MODULE_4__/* .fit */ .Uj)(line, width, 4));
    if (lint.length > 0) {
        out.push('');
        for (const line of lint)
            out.push(line);
    }
    out.push('');
    const s = evaluation.summary;
    const parts = [`${(0,_util_plural_js__WEBPACK_IMPORTED_MODULE_8__/* .formatCount */ .B)(s.passed)} passed`, s.failed ? style.red(`${(0,_util_plural_js__WEBPACK_IMPORTED_MODULE_8__/* .formatCount */ .B)(s.failed)} failed`) : '0 failed'];
    if (s.knownFailures)
        parts.push((0,_util_plural_js__WEBPACK_IMPORTED_MODULE_8__/* .plural */ .L)(s.knownFailures, 'known failure'));
    if (s.reportOnly)
        parts.push(`${(0,_util_plural_js__WEBPACK_IMPORTED_MODULE_8__/* .formatCount */ .B)(s.reportOnly)} without expectations`);
    if (s.fragile)
        parts.push(style.yellow(`${(0,_util_plural_js__WEBPACK_IMPORTED_MODULE_8__/* .formatCount */ .B)(s.fragile)} fragile (tie at the cut)`));
    put(`${(0,_util_plural_js__WEBPACK_IMPORTED_MODULE_8__/* .plural */ .L)(s.queries, 'query', 'queries')}: ${parts.join(', ')}${neighbours ? ` · ${(0,_neighbours_text_js__WEBPACK_IMPORTED_MODULE_3__/* .passCountsText */ .Jn)(neighbours)}` : ''}`, style.bold);
    const diff = (0,_diff_text_js__WEBPACK_IMPORTED_MODULE_2__/* .diffTerminal */ .wy)(review, style, { columns: width, ...(options.explain ? { explain: true } : {}) });
    return out.join('\n') + '\n' + (diff ? `\n${diff}` : '');
}


/***/ }),

/***/ 3000:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Sv: () => (/* binding */ wordingLines),
/* harmony export */   Ws: () => (/* binding */ wordingText),
/* harmony export */   _c: () => (/* binding */ wordingAdviceText),
/* harmony export */   wV: () => (/* binding */ REPORT_ONLY_SHOWN)
/* harmony export */ });
/* harmony import */ var _review_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2392);
/* harmony import */ var _advice_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5978);
/**
 * The words for wording (src/wording), shared by the terminal and the comment: how many of a
 * query's other wordings find a tool, which are lost, and the edit that wins them back. Each
 * renderer passes its own quoting, so nothing from the manifest reaches either unescaped.
 */


/** The lost wordings named, the rest counted. */
const LOST_SHOWN = 3;
/** Expectations that lost a wording but reach any share asked: how many a comment or the terminal names. */
const REPORT_ONLY_SHOWN = 5;
/**
 * The measured expectations that lost a wording: every one short of its share (in manifest
 * order), then those only reported, the least found first (manifest order on a tie), at most
 * `reportOnly` of them. Wording is measured for every expectation: a large manifest loses some
 * wordings of hundreds, and the reports that have a budget name the weakest.
 */
function wordingLines(evaluation, reportOnly = Infinity) {
    const all = evaluation.queries.flatMap((query) => Object.values(query.engines).flatMap((r) => r.expectations.flatMap((expectation) => (expectation.wording ? [{ query, engine: r.engine, expectation, wording: expectation.wording }] : []))));
    const lossy = all.filter((l) => l.wording.found < l.wording.total);
    const short = lossy.filter((l) => !l.wording.pass);
    const reported = lossy.filter((l) => l.wording.pass).sort((a, b) => (0,_review_js__WEBPACK_IMPORTED_MODULE_0__/* .shareOf */ .tC)(a.wording) - (0,_review_js__WEBPACK_IMPORTED_MODULE_0__/* .shareOf */ .tC)(b.wording));
    return { lines: [...short, ...reported.slice(0, reportOnly)], measured: all.length, lossy: lossy.length, short: short.length };
}
/** `found by 9 of 12 wordings under claude-code@2.1 (needs 80 %); lost: "creating issues", "new ticket"`. */
function wordingText(w, engine, quote, code = (s) => s) {
    const lost = w.variants.filter((v) => !v.found).map((v) => quote(v.query));
    const more = lost.length > LOST_SHOWN ? ` and ${lost.length - LOST_SHOWN} more` : '';
    const needs = w.min !== undefined ? ` (needs ${Math.round(w.min * 100)} %)` : '';
    return `found by ${w.found} of ${w.total} wordings under ${code(engine)}${needs}${lost.length ? `; lost: ${lost.slice(0, LOST_SHOWN).join(', ')}${more}` : ''}`;
}
/** `start the description of infra/rollout with "services" → found by 8 of 8`. */
function wordingAdviceText(advice, total, quote) {
    return `${(0,_advice_text_js__WEBPACK_IMPORTED_MODULE_1__/* .describeEdits */ .XP)(advice.edits, quote)} → found by ${advice.found} of ${total}`;
}


/***/ })

};
