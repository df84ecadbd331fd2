export const id = 118;
export const ids = [118];
export const modules = {

/***/ 5118:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  "default": () => (/* binding */ tools)
});

// EXTERNAL MODULE: ./src/exit-codes.ts
var exit_codes = __webpack_require__(1084);
// EXTERNAL MODULE: ./src/pipeline.ts + 2 modules
var pipeline = __webpack_require__(9155);
// EXTERNAL MODULE: ./src/report/json.ts
var json = __webpack_require__(2794);
// EXTERNAL MODULE: ./src/util/plural.ts
var plural = __webpack_require__(1976);
// EXTERNAL MODULE: ./src/util/sanitize-text.ts
var sanitize_text = __webpack_require__(741);
// EXTERNAL MODULE: ./src/report/diff-text.ts
var diff_text = __webpack_require__(6919);
;// CONCATENATED MODULE: ./src/report/tool-table-text.ts



function ownNameCell(e) {
    if (e.alwaysLoaded)
        return { text: 'always', bad: false };
    const view = (v) => (v.found ? (0,diff_text/* rankText */._k)(v.rank) : `${(0,diff_text/* rankText */._k)(v.rank)} ✗`);
    const views = [e.alone, ...(e.withNeighbours ? [e.withNeighbours] : [])];
    return { text: views.map(view).join(' / '), bad: views.some((v) => !v.found) };
}
/** `"find a file" #1 claude-code@2.1, #3 codex`: each best query with the engines it is the best for; the engines no query finds it under last (not those that load it up front). */
function bestQueryCell(engines) {
    const groups = new Map();
    const none = [];
    for (const e of engines) {
        if (!e.bestQuery) {
            if (!e.alwaysLoaded)
                none.push(e.engine);
            continue;
        }
        const key = `${e.bestQuery.line}\u0000${e.bestQuery.query}`;
        const group = groups.get(key) ?? { query: e.bestQuery.query, ranks: [] };
        group.ranks.push(`${(0,diff_text/* rankText */._k)(e.bestQuery.rank)} ${e.engine}`);
        groups.set(key, group);
    }
    if (none.length === engines.length)
        return { text: 'no query', bad: true };
    const parts = [...groups.values()].map((g) => `"${(0,sanitize_text/* plainText */.w)(g.query, 60)}" ${g.ranks.join(', ')}`);
    if (none.length)
        parts.push(`no query under ${none.join(', ')}`);
    return parts.length ? { text: parts.join('; '), bad: none.length > 0 } : { text: 'loaded up front', bad: false };
}
/**
 * One row per tool, worst first: its own name's words, where they rank it under each engine
 * (alone / with neighbours; ✗ outside the cut), and the best query of the manifest that finds it.
 */
function toolTableReport(rows, head, style) {
    const engines = rows[0]?.engines.map((e) => `${e.engine} (top ${e.maxResults})`) ?? [];
    const neighbours = rows.some((r) => r.engines.some((e) => e.withNeighbours));
    const costs = rows.some((r) => r.chars !== undefined);
    const table = rows.map((r) => [
        { text: (0,sanitize_text/* plainText */.w)(`${r.server}/${r.name}`, 60), bad: false },
        { text: r.ownName ? `"${(0,sanitize_text/* plainText */.w)(r.ownName, 60)}"` : '(no words)', bad: false },
        ...r.engines.map(ownNameCell),
        ...(costs ? [{ text: r.chars === undefined ? '' : `${r.charsEstimate ? '~' : ''}${r.chars.toLocaleString('en-US')}`, bad: false }] : []),
        bestQueryCell(r.engines)
    ]);
    const header = ['tool', 'own name', ...engines, ...(costs ? ['chars'] : []), 'best query'];
    const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i].text.length)));
    const line = (cells) => cells
        .map((c, i) => (i === cells.length - 1 ? c.text : c.text.padEnd(widths[i])))
        .map((text, i) => (cells[i].bad ? style.red(text) : text))
        .join('  ')
        .trimEnd();
    const ownMisses = rows.filter((r) => r.engines.some((e) => !e.alone.found || e.withNeighbours?.found === false)).length;
    const uncovered = rows.filter((r) => r.engines.some((e) => !e.bestQuery && !e.alwaysLoaded)).length;
    return [
        style.bold(head),
        `own name: the words of the tool's name as the query${neighbours ? ', ranked alone / with neighbours' : ''}; ✗ outside the cut${costs ? "; chars: the tool's context cost in Claude Code's measure (~ an estimate)" : ''}`,
        '',
        style.bold(line(header.map((text) => ({ text, bad: false })))),
        ...table.map(line),
        '',
        `${(0,plural/* plural */.L)(rows.length, 'tool')}: ${ownMisses} outside the cut by their own name and ${uncovered} found by no query, under some engine`
    ].join('\n') + '\n';
}

// EXTERNAL MODULE: ./src/cli/command.ts
var command = __webpack_require__(3567);
// EXTERNAL MODULE: ./src/cli/options.ts
var options = __webpack_require__(776);
// EXTERNAL MODULE: ./src/cli/progress.ts
var progress = __webpack_require__(9851);
// EXTERNAL MODULE: ./src/cli/output.ts + 1 modules
var output = __webpack_require__(3091);
;// CONCATENATED MODULE: ./src/cli/tools.ts









const HELP = `Usage: mcp-tool-rank tools [--config FILE] [--engine ID]... [--json FILE]

Every tool of the manifest's servers at a glance, one row each, worst first: where the words
of its own name rank it under each engine (alone, and with the manifest's neighbours), and
the manifest query that finds it best with its rank, or "no query". A row is worse the more
of these miss the cut. Stored catalogs (\`catalog:\`) compete but get rows only when the
manifest starts no server.

Options:
${options/* CONFIG_HELP */.hF}
  -e, --engine ID     rank with this engine instead of the manifest's (repeatable)
      --json FILE     also write the rows as JSON (FILE \`-\`: stdout, the text then goes
                      to stderr)
${options/* VERBOSE_HELP */.P7}
  -h, --help          this help

Exit codes: 0 the table was shown, 2 manifest, server or usage error.`;
/* harmony default export */ const tools = ((0,command/* defineCommand */.NB)({
    help: HELP,
    options: { ...options/* CONFIG_OPTION */.dG, ...options/* ENGINE_OPTION */.fx, json: { type: 'string' }, ...options/* VERBOSE_OPTION */.Xi },
    async run(values) {
        const config = (0,options/* configOf */.W1)(values);
        const { out, style } = (0,output/* readerOutput */.$C)({ json: values.json });
        const { manifest, rows } = await (0,pipeline/* rankTools */.gQ)({ config, baseDir: process.cwd(), callerEnv: process.env, engines: values.engine, progress: (0,progress/* cliProgress */.o)(values.verbose === true) });
        const neighbours = manifest.neighbours.length ? ` · with neighbours ${manifest.neighbours.map((n) => n.name).join(', ')}` : '';
        out.write(toolTableReport(rows, `mcp-tool-rank tools · ${(0,sanitize_text/* plainText */.w)(config, 200)}${neighbours}`, style));
        if (values.json)
            await (0,output/* writeJson */.GF)(values.json, { version: json/* REPORT_VERSION */.Aj, manifest: config, toolTable: (0,json/* toolTableJson */.$q)(rows) });
        return exit_codes/* ExitCode */.y.Ok;
    }
}));


/***/ }),

/***/ 2794:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $q: () => (/* binding */ toolTableJson),
/* harmony export */   Aj: () => (/* binding */ REPORT_VERSION),
/* harmony export */   L7: () => (/* binding */ jsonReport),
/* harmony export */   UH: () => (/* binding */ reportText)
/* harmony export */ });
// Here, not in schema.ts: writing a report must not load zod and build the schema (start-up).
const REPORT_VERSION = 4;
/** The machine-readable report (`--json`, the action's `report` output) of a review; its shape is `reportSchema`, and read.ts reads it back. */
function jsonReport(review) {
    const { evaluation, verdict } = review;
    const tools = numbering((id) => id);
    // Field and points hold no NUL, so the term, last, needs no escaping (cheaper than JSON.stringify per ranking row).
    const contributions = numbering(({ term, field, points }) => `${field}\u0000${points}\u0000${term}`);
    const wordings = numbering((w) => w);
    const clientNames = {};
    const queries = evaluation.queries.map((q) => ({
        query: q.query,
        line: q.line,
        status: q.status,
        ...(q.neighbours ? { neighbours: q.neighbours } : {}),
        ...(q.knownFailure !== undefined ? { knownFailure: q.knownFailure } : {}),
        engines: Object.fromEntries(Object.entries(q.engines).map(([id, r]) => {
            // A tool's client name does not depend on the query: one map per engine.
            if (r.clientNames)
                Object.assign((clientNames[id] ??= {}), r.clientNames);
            return [id, engineResult(r, tools.index, contributions.index, wordings.index)];
        }))
    }));
    const deferral = evaluation.deferral ? deferralPart(evaluation.deferral, new Set(evaluation.servers.filter((s) => s.source === 'neighbour').map((s) => s.name)), tools.index) : {};
    return {
        version: REPORT_VERSION,
        manifest: review.manifest,
        engines: evaluation.engines,
        ...(evaluation.neighbours ? { neighbours: evaluation.neighbours } : {}),
        ...deferral,
        servers: evaluation.servers.map((s) => ({ name: s.name, tools: s.toolCount, source: s.source, pages: s.pages, ...(s.serverInfo ? { serverInfo: s.serverInfo } : {}), warnings: s.warnings })),
        tools: tools.items,
        ...(Object.keys(clientNames).length > 0 ? { clientNames } : {}),
        contributions: contributions.items.map(({ term, field, points }) => [term, field, points]),
        ...(wordings.items.length > 0 ? { wordings: wordings.items } : {}),
        queries,
        summary: evaluation.summary,
        ...(evaluation.manifestWarnings ? { manifestWarnings: evaluation.manifestWarnings } : {}),
        findings: review.findings.map(({ rule, severity, server, tool, message, id, tools, line, col }) => ({ rule, severity, server, tool, message, ...(id ? { id } : {}), ...(tools ? { tools } : {}), ...(line !== undefined ? { line, col } : {}) })),
        ...(review.toolTable ? { toolTable: toolTableJson(review.toolTable) } : {}),
        ...(review.baseline ? { baseline: review.baseline } : {}),
        verdict: { failOn: [...verdict.failOn], failed: verdict.failed, reasons: verdict.reasons, warnings: verdict.warnings, ...(verdict.acceptedBy !== undefined ? { acceptedBy: verdict.acceptedBy } : {}), tally: verdict.tally }
    };
}
/**
 * The deferral answers as the report keeps them: per engine the verdict, the servers and the
 * size test, with only the exceptions among the manifest's own tools (loaded up front, hidden);
 * and each own tool's cost once, from the first engine that measures it. Every tool per engine
 * would be most of a large report.
 */
function deferralPart(deferral, neighbours, tool) {
    const own = (d) => d.tools.filter((t) => !neighbours.has(t.server));
    const ids = (d, placement) => own(d).filter((t) => t.placement === placement).map((t) => t.tool);
    const answers = Object.fromEntries(Object.entries(deferral).map(([id, { tools: _tools, ...d }]) => {
        const upFront = ids(deferral[id], 'up-front');
        const hidden = ids(deferral[id], 'hidden');
        return [id, { ...d, ...(upFront.length ? { upFront } : {}), ...(hidden.length ? { hidden } : {}) }];
    }));
    const measuring = Object.entries(deferral).find(([, d]) => d.tools.some((t) => t.chars !== undefined));
    if (!measuring)
        return { deferral: answers };
    const [engine, d] = measuring;
    const tools = own(d);
    const marked = (mark) => tools.filter((t) => t[mark] === true).map((t) => tool(t.tool));
    const estimate = marked('estimate');
    const cut = marked('cut');
    return {
        deferral: answers,
        toolCosts: { engine, chars: tools.map((t) => [tool(t.tool), t.chars ?? 0]), ...(estimate.length ? { estimate } : {}), ...(cut.length ? { cut } : {}) }
    };
}
/**
 * The tool table as the report keeps it: each engine and its cut once, in a header, and per
 * row one `[alone, withNeighbours, bestQuery]` tuple per engine in the header's order. Named
 * fields for every cell would repeat the same keys, engine ids and cuts on every row (most of
 * the table: a row was about 700 bytes with four engines, it is about 200). `misses` is left
 * out: the reader counts it again from the cells.
 */
function toolTableJson(rows) {
    const engines = (rows[0]?.engines ?? []).map(({ engine, maxResults }) => ({ engine, maxResults }));
    return {
        engines,
        rows: rows.map(({ tool, server, name, ownName, engines: cells, chars, charsEstimate }) => {
            const alwaysLoaded = cells.flatMap((c, i) => (c.alwaysLoaded ? [i] : []));
            return {
                tool,
                server,
                name,
                ownName,
                engines: cells.map(({ alone, withNeighbours, bestQuery }) => [
                    [alone.rank, alone.found],
                    withNeighbours ? [withNeighbours.rank, withNeighbours.found] : null,
                    bestQuery ? [bestQuery.query, bestQuery.line, bestQuery.rank] : null
                ]),
                ...(alwaysLoaded.length ? { alwaysLoaded } : {}),
                ...(chars !== undefined ? { chars } : {}),
                ...(charsEstimate ? { charsEstimate } : {})
            };
        })
    };
}
/**
 * A table of the report (`tools`, `contributions`): each distinct item once, numbered in the
 * order the report first names it; `key` says which items are the same.
 */
function numbering(key) {
    const items = [];
    const indices = new Map();
    return {
        items,
        index(item) {
            const k = key(item);
            let i = indices.get(k);
            if (i === undefined)
                indices.set(k, (i = items.push(item) - 1));
            return i;
        }
    };
}
/** An expectation as the report keeps it: each measured wording by its index in `wordings`. */
function expectationOf({ wording: w, ...e }, wording) {
    return w ? { ...e, wording: { ...w, variants: w.variants.map((v) => [wording(v.query), v.rank, v.found]) } } : e;
}
function engineResult(r, tool, contribution, wording) {
    return {
        maxResults: r.maxResults,
        mode: r.mode,
        results: r.results.map(tool),
        ranking: r.ranking.map((row) => [tool(row.tool), row.score, row.rank, row.breakdown.map(contribution)]),
        scored: r.scored,
        expectations: r.expectations.map((e) => expectationOf(e, wording)),
        pass: r.pass,
        ...(r.cutTie ? { cutTie: { score: r.cutTie.score, inside: r.cutTie.inside.map(tool), outside: r.cutTie.outside.map(tool), ...(r.cutTie.more !== undefined ? { more: r.cutTie.more } : {}) } } : {}),
        ...(r.error ? { error: r.error } : {}),
        ...(r.knownFailure !== undefined ? { knownFailure: r.knownFailure } : {}),
        status: r.status
    };
}
/**
 * The report as written to a file: one line per top-level value, and per item of a top-level
 * list (a query, a finding, a server) or of the tool table's `rows`. Indenting every level
 * would double its size (a large check's report is megabytes); one line per query keeps it
 * readable, greppable and diffable.
 */
function reportText(report) {
    const lines = Object.entries(report).map(([key, value]) => {
        if (key === 'toolTable' && value) {
            const { engines, rows } = value;
            return `"toolTable": {"engines": ${JSON.stringify(engines)}, "rows": ${listText(rows)}}`;
        }
        return `${JSON.stringify(key)}: ${Array.isArray(value) ? listText(value) : JSON.stringify(value)}`;
    });
    return `{\n${lines.join(',\n')}\n}\n`;
}
function listText(items) {
    return items.length > 0 ? `[\n${items.map((item) => JSON.stringify(item)).join(',\n')}\n]` : '[]';
}


/***/ })

};
