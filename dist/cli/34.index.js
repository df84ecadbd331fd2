export const id = 34;
export const ids = [34];
export const modules = {

/***/ 9034:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   "default": () => (__WEBPACK_DEFAULT_EXPORT__)
/* harmony export */ });
/* harmony import */ var _engines_registry_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8464);
/* harmony import */ var _engines_types_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2802);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3916);
/* harmony import */ var _exit_codes_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1084);
/* harmony import */ var _pipeline_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5165);
/* harmony import */ var _report_terminal_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1973);
/* harmony import */ var _command_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(3567);
/* harmony import */ var _options_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(776);
/* harmony import */ var _output_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(3091);









const HELP = `Usage: mcp-tool-rank rank "QUERY" [--config FILE] [--engine ID] [--explain] [--limit N]

Shows the full ranking of one query over the manifest's servers, with the cut line.

Options:
${_options_js__WEBPACK_IMPORTED_MODULE_7__/* .CONFIG_HELP */ .hF}
  -e, --engine ID     the engine (default: the manifest's first)
      --max-results N the cut line (default: the manifest's, else the engine's)
      --limit N       how many ranked tools to print (default 15)
      --explain       which term earned which points on which field
  -h, --help          this help`;
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = ((0,_command_js__WEBPACK_IMPORTED_MODULE_6__/* .defineCommand */ .NB)({
    help: HELP,
    options: {
        ..._options_js__WEBPACK_IMPORTED_MODULE_7__/* .CONFIG_OPTION */ .dG,
        engine: { type: 'string', short: 'e' },
        explain: { type: 'boolean' },
        limit: { type: 'string' },
        'max-results': { type: 'string' }
    },
    takesArguments: true,
    async run(values, positionals) {
        if (positionals.length !== 1)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .e('rank takes one query; quote it: mcp-tool-rank rank "create issue"');
        const query = positionals[0];
        const maxResultsOption = (0,_options_js__WEBPACK_IMPORTED_MODULE_7__/* .positiveInt */ .NJ)(values['max-results'], 'max-results');
        const limit = (0,_options_js__WEBPACK_IMPORTED_MODULE_7__/* .positiveInt */ .NJ)(values.limit, 'limit') ?? 15;
        const { manifest, catalog } = await (0,_pipeline_js__WEBPACK_IMPORTED_MODULE_4__/* .loadAndCollect */ .A7)({ config: (0,_options_js__WEBPACK_IMPORTED_MODULE_7__/* .configOf */ .W1)(values), baseDir: process.cwd(), callerEnv: process.env });
        const engine = (0,_engines_registry_js__WEBPACK_IMPORTED_MODULE_0__/* .resolveEngine */ .F0)(values.engine ?? manifest.engines[0]);
        const maxResults = maxResultsOption ?? manifest.maxResults ?? engine.defaultMaxResults;
        const prepared = engine.prepare(catalog);
        let result;
        try {
            result = engine.search(prepared, query, { maxResults });
        }
        catch (err) {
            if (err instanceof _engines_types_js__WEBPACK_IMPORTED_MODULE_1__/* .EngineQueryError */ .N) {
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
        process.stdout.write((0,_report_terminal_js__WEBPACK_IMPORTED_MODULE_5__/* .rankingReport */ .$)(query, engine.id, result, maxResults, { explain: values.explain === true, limit, clientName }, (0,_output_js__WEBPACK_IMPORTED_MODULE_8__/* .stdoutStyle */ .jK)()));
        return _exit_codes_js__WEBPACK_IMPORTED_MODULE_3__/* .ExitCode */ .y.Ok;
    }
}));


/***/ }),

/***/ 9628:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  g: () => (/* binding */ describeAdvice),
  n: () => (/* binding */ describeBlame)
});

// EXTERNAL MODULE: ./src/util/words.ts
var util_words = __webpack_require__(333);
;// CONCATENATED MODULE: ./src/advice/types.ts
function isUnreachable(advice) {
    return 'unreachable' in advice;
}

// EXTERNAL MODULE: ./src/catalog/sanitize.ts
var sanitize = __webpack_require__(2252);
;// CONCATENATED MODULE: ./src/report/advice-text.ts



/**
 * One line of advice for people: `start the description of tracker/add_comment with
 * "comment issue" → #3`. `quote` escapes text for the target (terminal, markdown).
 */
function describeAdvice(advice, quote = (s) => `"${s}"`) {
    if (isUnreachable(advice))
        return `no edit of its text reaches the cut${advice.bestRank !== null ? ` (at best #${advice.bestRank})` : ''}: ${advice.reason}`;
    const parts = advice.edits.map((e) => e.field === 'description'
        ? `start the description of ${(0,sanitize/* shortToolName */.Ow)(e.tool)} with ${quote(e.add.join(' '))}`
        : `add ${quote(e.add.join(' '))} to the _meta["anthropic/searchHint"] of ${(0,sanitize/* shortToolName */.Ow)(e.tool)}`);
    const words = advice.edits.flatMap((e) => e.add);
    const weak = words.every((w) => util_words/* STOP_WORDS */.$k.has(w)) ? ` (only ${words.length === 1 ? 'a stop word reaches' : 'stop words reach'} the cut: the query's other words are already there)` : '';
    return `${parts.join(' and ')} → #${advice.projectedRank}${weak}`;
}
function delta(d) {
    const diff = d.after - d.before;
    const n = Number.isInteger(diff) ? String(Math.abs(diff)) : Math.abs(diff).toFixed(2);
    return `"${d.term}" ${d.field} ${diff > 0 ? '+' : '−'}${n}`;
}
/** `gitlab/create_issue overtook it (#4 → #2): "issue" description +2` lines. */
function describeBlame(b) {
    const lines = [];
    const at = (s) => (s ? `#${s.rank}` : 'unranked');
    lines.push(`${(0,sanitize/* shortToolName */.Ow)(b.tool)} under ${b.engine}: ${at(b.base)} → ${at(b.head)}`);
    if (b.own.length)
        lines.push(`  its own points changed: ${b.own.map(delta).join(', ')}`);
    for (const g of b.gainers) {
        const why = g.added ? 'new tool' : g.deltas.length ? g.deltas.map(delta).join(', ') : 'unchanged; it moved ahead as the tool lost points';
        lines.push(`  ${(0,sanitize/* shortToolName */.Ow)(g.tool)} ${g.added ? 'added' : `${g.base ? `#${g.base.rank}` : 'unranked'} → #${g.head.rank}`}: ${why}`);
    }
    return lines;
}


/***/ }),

/***/ 6919:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _k: () => (/* binding */ rankText),
/* harmony export */   wy: () => (/* binding */ diffTerminal)
/* harmony export */ });
/* unused harmony exports movementNote, baselineOrigin */
/* harmony import */ var _advice_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9628);
/* harmony import */ var _util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(741);
/* harmony import */ var _util_plural_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1976);



/** `#7`, or `–` for a tool the engine did not rank (plain text: the terminal and the log). */
function rankText(rank) {
    return rank === null ? '–' : `#${rank}`;
}
/** "fell out of the top 5", "still found", "got into the top 5" … */
function movementNote(row) {
    if (row.crossed === 'fell-out')
        return `fell out of the top ${row.maxResults}`;
    if (row.crossed === 'entered')
        return `got into the top ${row.maxResults}`;
    if (row.movement === 'regressed')
        return row.headFound ? 'still found' : 'still not found';
    if (row.movement === 'improved')
        return row.headFound ? 'found' : `still outside the top ${row.maxResults}`;
    return '';
}
function baselineOrigin(diff) {
    const sha = diff.baseSha.slice(0, 7);
    if (diff.source === 'lock')
        return `base ${sha} from its lock file (no server started, ${diff.cost.totalMs} ms)`;
    const setup = diff.cost.setupMs !== undefined ? `, setup ${(diff.cost.setupMs / 1000).toFixed(1)} s` : '';
    return `base ${sha} from a worktree (${(0,_util_plural_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .L)(diff.cost.serversStarted, 'server')} started${setup}, ${(diff.cost.totalMs / 1000).toFixed(1)} s in all)`;
}
/** The base-branch diff for the terminal: what moved, newest facts first. */
function diffTerminal(baseline, style) {
    if (baseline.source === 'none') {
        const line = `no baseline: ${(0,_util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_2__/* .plainText */ .w)(baseline.reason, 300)}`;
        return (baseline.warning ? style.yellow(`warning: ${line}`) : style.dim(line)) + '\n';
    }
    const out = [];
    const head = `${baselineOrigin(baseline)}: ${(0,_util_plural_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .L)(baseline.regressions, 'regression')}, ${(0,_util_plural_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .L)(baseline.improvements, 'improvement')}`;
    out.push(style.bold(head));
    const moved = [...baseline.rows.filter((r) => r.movement === 'regressed'), ...baseline.rows.filter((r) => r.movement === 'improved')];
    for (const r of moved) {
        const arrow = r.movement === 'regressed' ? style.red('▼') : style.green('▲');
        const note = movementNote(r);
        out.push(`  ${arrow} ${(0,_util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_2__/* .plainText */ .w)(r.query, 40)}  ${(0,_util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_2__/* .plainText */ .w)(r.ref, 50)}  ${r.engine}  ${rankText(r.baseRank)} → ${rankText(r.headRank)}${note ? `  ${note}` : ''}`);
        if (r.blame)
            for (const line of (0,_advice_text_js__WEBPACK_IMPORTED_MODULE_0__/* .describeBlame */ .n)(r.blame).slice(1, 7))
                out.push(style.dim(`    ${(0,_util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_2__/* .plainText */ .w)(line.trim(), 200)}`));
    }
    for (const c of baseline.resultChanges) {
        out.push(style.dim(`  ~ ${(0,_util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_2__/* .plainText */ .w)(c.query, 40)}  ${c.engine}: results changed (${c.base.length} → ${c.head.length} tools)`));
    }
    if (baseline.newQueries.length)
        out.push(style.dim(`  new queries: ${baseline.newQueries.map((q) => `"${(0,_util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_2__/* .plainText */ .w)(q, 60)}"`).join(', ')}`));
    if (baseline.removedQueries.length)
        out.push(style.dim(`  removed queries: ${baseline.removedQueries.map((q) => `"${(0,_util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_2__/* .plainText */ .w)(q, 60)}"`).join(', ')}`));
    const c = baseline.catalog;
    const parts = [
        c.added.length ? `${(0,_util_plural_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .L)(c.added.length, 'tool')} added` : '',
        c.removed.length ? `${c.removed.length} removed` : '',
        c.renamed.length ? `${c.renamed.length} renamed (${c.renamed.map((r) => `${(0,_util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_2__/* .plainText */ .w)(r.from, 60)} → ${(0,_util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_2__/* .plainText */ .w)(r.to, 60)}`).join(', ')})` : '',
        c.descriptionChanged.length ? `${(0,_util_plural_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .L)(c.descriptionChanged.length, 'description')} changed` : '',
        c.schemaChanged.length ? `${(0,_util_plural_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .L)(c.schemaChanged.length, 'schema')} changed` : ''
    ].filter(Boolean);
    if (parts.length)
        out.push(style.dim(`  catalog: ${parts.join(', ')}`));
    return out.join('\n') + '\n';
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
/** The few findings that matter most, for the end of `check`: errors and warnings first. */
function findingsSummary(findings, manifestFile, style, max = 8) {
    if (findings.length === 0)
        return [];
    const shown = findings.filter((f) => f.severity !== 'info').slice(0, max);
    const out = [style.bold(`lint: ${countLine(findings)}`)];
    for (const f of shown)
        out.push(`  ${paint(f.severity, style)(`${f.severity} ${where(f, manifestFile)}`)} ${style.dim(`[${f.rule}]`)} ${(0,_util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_0__/* .plainText */ .w)(f.message, 160)}`);
    const rest = findings.length - shown.length;
    if (rest > 0)
        out.push(style.dim(shown.length ? `  … ${rest} more: run \`mcp-tool-rank lint\` for all of them` : '  run `mcp-tool-rank lint` to see them'));
    return out;
}


/***/ }),

/***/ 1973:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  $: () => (/* binding */ rankingReport),
  R: () => (/* binding */ terminalReport)
});

// EXTERNAL MODULE: ./src/report/advice-text.ts + 1 modules
var advice_text = __webpack_require__(9628);
// EXTERNAL MODULE: ./src/report/findings-text.ts
var findings_text = __webpack_require__(8188);
// EXTERNAL MODULE: ./src/report/diff-text.ts
var diff_text = __webpack_require__(6919);
// EXTERNAL MODULE: ./src/util/plural.ts
var plural = __webpack_require__(1976);
;// CONCATENATED MODULE: ./src/report/explain.ts
const FIELD_LABEL = {
    name: 'name',
    'name-part': 'part of name',
    coarse: 'whole name',
    'coarse-part': 'part of whole name',
    'full-name': 'joined name',
    hint: 'search hint',
    description: 'description',
    bm25: 'bm25',
    promotion: 'promoted by name'
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
        .map(([term, list]) => `${quote(term)}: ${list.map((c) => `${FIELD_LABEL[c.field]} ${points(c.points)}`).join(', ')}`)
        .join('; ');
}
function formatScore(score) {
    return Number.isInteger(score) ? String(score) : score.toFixed(3);
}

// EXTERNAL MODULE: ./src/util/sanitize-text.ts
var sanitize_text = __webpack_require__(741);
;// CONCATENATED MODULE: ./src/report/terminal.ts






function serverLine(servers, total) {
    const parts = servers.map((s) => `${(0,sanitize_text/* plainText */.w)(s.name, 60)} (${s.source}, ${(0,plural/* plural */.L)(s.toolCount, 'tool')}${s.pages > 1 ? `, ${s.pages} pages` : ''})`);
    return `servers: ${parts.join(' · ')} — ${total} tools`;
}
/** One engine's verdict on one expectation, as a short table cell. */
function cell(e) {
    if (!e)
        return { text: '', bad: false, warn: false };
    if (e.alwaysLoaded)
        return { text: e.kind === 'expect' ? 'always' : 'always ✗', bad: e.kind === 'forbid', warn: false };
    const at = (0,diff_text/* rankText */._k)(e.rank);
    if (e.kind === 'forbid')
        return { text: e.pass ? `${at} ok` : `${at} ✗`, bad: !e.pass, warn: false };
    if (!e.pass)
        return { text: `${at} ✗`, bad: true, warn: false };
    return { text: e.fragile ? `${at} tie` : at, bad: false, warn: e.fragile };
}
function why(e, r) {
    const name = (0,sanitize_text/* plainText */.w)(e.ref, 80);
    if (e.kind === 'forbid')
        return `${name} must not be in the top ${r.maxResults}, but ranks ${(0,diff_text/* rankText */._k)(e.rank)}`;
    const at = e.rank === null ? 'does not score at all' : `ranks ${(0,diff_text/* rankText */._k)(e.rank)}`;
    return `${name} ${at}; needs ≤ ${e.within}${e.fragile ? ' (tied at the cut)' : ''}`;
}
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
/**
 * The check report: one row per expectation, one rank column per engine, then the reasons
 * for each failure with its manifest line.
 */
function terminalReport(evaluation, manifestFile, style, findings = []) {
    const out = [];
    out.push(style.bold(`mcp-tool-rank · ${manifestFile}`));
    out.push(serverLine(evaluation.servers, evaluation.toolCount));
    out.push(`engines: ${evaluation.engines.map((e) => `${e.id} (${e.client}, ${e.versions})`).join(' · ')}`);
    for (const s of evaluation.servers)
        for (const w of s.warnings)
            out.push(style.yellow(`warning: ${(0,sanitize_text/* plainText */.w)(s.name, 60)}: ${(0,sanitize_text/* plainText */.w)(w)}`));
    out.push('');
    const engines = evaluation.engines.map((e) => e.id);
    const rows = [];
    for (const q of evaluation.queries) {
        const results = Object.values(q.engines);
        const expectations = results[0]?.expectations ?? [];
        const query = (0,sanitize_text/* plainText */.w)(q.query, 40) || '(empty)';
        if (expectations.length === 0) {
            const first = results[0];
            const top = first?.error ? `client rejects it: ${(0,sanitize_text/* plainText */.w)(first.error, 80)}` : `top: ${first?.results.slice(0, 3).map((t) => (0,sanitize_text/* plainText */.w)(t, 60)).join(', ') || '(nothing)'}`;
            rows.push({ mark: statusMark(q, style), query, tool: '', cells: [], note: style.dim(top) });
            continue;
        }
        expectations.forEach(({ kind, ref }, i) => {
            const byEngine = engines.map((id) => cell(q.engines[id]?.expectations.find((e) => e.kind === kind && e.ref === ref)));
            rows.push({
                mark: i === 0 ? statusMark(q, style) : ' ',
                query: i === 0 ? query : '',
                tool: `${kind === 'forbid' ? 'not ' : ''}${(0,sanitize_text/* plainText */.w)(ref, 50)}`,
                cells: byEngine
            });
        });
    }
    const wQuery = Math.max(5, ...rows.map((r) => r.query.length));
    const wTool = Math.max(4, ...rows.map((r) => r.tool.length));
    const wCells = engines.map((id, i) => Math.max(id.length, ...rows.map((r) => r.cells[i]?.text.length ?? 0)));
    out.push(style.dim(`  ${'query'.padEnd(wQuery)}  ${'tool'.padEnd(wTool)}  ${engines.map((id, i) => id.padEnd(wCells[i])).join('  ')}`.trimEnd()));
    for (const r of rows) {
        if (r.note !== undefined) {
            out.push(`${r.mark} ${r.query.padEnd(wQuery)}  ${r.note}`);
            continue;
        }
        const cells = r.cells.map((c, i) => {
            const text = c.text.padEnd(wCells[i]);
            return c.bad ? style.red(text) : c.warn ? style.yellow(text) : text;
        });
        out.push(`${r.mark} ${r.query.padEnd(wQuery)}  ${r.tool.padEnd(wTool)}  ${cells.join('  ')}`.trimEnd());
    }
    const failures = evaluation.queries.filter((q) => q.status === 'fail' || q.status === 'known-failure' || q.status === 'fixed');
    if (failures.length > 0)
        out.push('');
    for (const q of failures) {
        const where = `${manifestFile}:${q.line}`;
        if (q.status === 'fixed') {
            out.push(style.yellow(`${where}: "${(0,sanitize_text/* plainText */.w)(q.query, 80)}" is marked known_failure but passes now: remove the mark`));
            continue;
        }
        for (const r of Object.values(q.engines)) {
            for (const e of r.expectations.filter((x) => !x.pass)) {
                const line = `${where}: "${(0,sanitize_text/* plainText */.w)(q.query, 80)}" under ${r.engine}: ${why(e, r)}`;
                out.push(q.status === 'fail' ? style.red(line) : style.dim(line));
                if (e.advice)
                    out.push(style.dim(`  → ${(0,sanitize_text/* plainText */.w)((0,advice_text/* describeAdvice */.g)(e.advice), 400)}`));
            }
        }
        if (q.status === 'known-failure')
            out.push(style.dim(`  known failure: ${(0,sanitize_text/* plainText */.w)(q.knownFailure ?? '', 160)}`));
    }
    const lint = (0,findings_text/* findingsSummary */.F)(findings, manifestFile, style);
    if (lint.length > 0)
        out.push('', ...lint);
    out.push('');
    const s = evaluation.summary;
    const parts = [`${s.passed} passed`, s.failed ? style.red(`${s.failed} failed`) : '0 failed'];
    if (s.knownFailures)
        parts.push((0,plural/* plural */.L)(s.knownFailures, 'known failure'));
    if (s.reportOnly)
        parts.push(`${s.reportOnly} without expectations`);
    if (s.fragile)
        parts.push(style.yellow(`${s.fragile} fragile (tie at the cut)`));
    out.push(style.bold(`${s.queries} queries: ${parts.join(', ')}`));
    return out.join('\n') + '\n';
}
/** One query's ranking for `rank`, with per-term points under `--explain`. */
function rankingReport(query, engineId, result, maxResults, options, style) {
    const out = [];
    out.push(style.bold(`${engineId} · "${(0,sanitize_text/* plainText */.w)(query, 200)}" · ${result.mode} · top ${maxResults}`));
    if (result.ranking.length === 0) {
        out.push('  nothing scored: the client returns no tools for this query');
        return out.join('\n') + '\n';
    }
    const shown = result.ranking.slice(0, Math.max(options.limit, maxResults));
    const nameWidth = Math.min(60, Math.max(...shown.map((r) => (0,sanitize_text/* plainText */.w)(r.tool, 60).length)));
    for (const r of shown) {
        const inCut = result.results.includes(r.tool);
        const mark = inCut ? ' ' : style.dim('·');
        const own = options.clientName?.(r.tool);
        const name = (0,sanitize_text/* plainText */.w)(r.tool, 60).padEnd(nameWidth) + (own && own !== r.tool ? style.dim(` (${(0,sanitize_text/* plainText */.w)(own, 64)})`) : '');
        const line = `${mark}${String(r.rank).padStart(4)}  ${formatScore(r.score).padStart(7)}  ${name}`;
        out.push(inCut ? line : style.dim(line));
        if (options.explain && r.breakdown.length > 0)
            out.push(style.dim(`               ${explainBreakdown(r.breakdown, (t) => `"${(0,sanitize_text/* plainText */.w)(t, 60)}"`)}`));
        if (r.rank === maxResults && result.ranking.length > maxResults)
            out.push(style.dim(`      ── cut: the client returns the ${maxResults} above ──`));
    }
    if (result.ranking.length > shown.length)
        out.push(style.dim(`   … ${result.ranking.length - shown.length} more scored`));
    return out.join('\n') + '\n';
}


/***/ }),

/***/ 1976:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ plural)
/* harmony export */ });
/** `1 tool`, `1,500 tools`, `2 queries` (with `many`). */
function plural(n, one, many = `${one}s`) {
    return `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
}


/***/ })

};
