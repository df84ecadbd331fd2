export const id = 268;
export const ids = [268];
export const modules = {

/***/ 7030:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fs: () => (/* binding */ adviseExpectation),
/* harmony export */   jZ: () => (/* binding */ prepareWithEdits),
/* harmony export */   yq: () => (/* binding */ editableFields)
/* harmony export */ });
/* unused harmony exports applyEdits, requirementOf */
/* harmony import */ var _catalog_sanitize_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2252);
/* harmony import */ var _engines_types_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2802);
/* harmony import */ var _util_words_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(333);
/* harmony import */ var _catalog_build_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1515);
/* harmony import */ var _util_group_by_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3405);
/* harmony import */ var _reordered_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3530);
/**
 * Advice for a failing expectation: the smallest edit to the expected tool (words at the
 * start of its description, or in its search hint where the engine reads hints) that puts
 * it within the cut, with the rank it then gets. Every candidate edit is applied to a copy
 * of the catalog, which the engine prepares and searches again: the projected rank is the
 * engine's own answer, not an estimate. Pure and synchronous.
 */






/** The fields an engine scores that an author can add words to. */
function editableFields(engine) {
    return engine.readsSearchHint ? ['description', 'searchHint'] : ['description'];
}
/** The catalog with the edits applied: words put at the start of the description, or of the search hint. */
function applyEdits(catalog, edits) {
    if (edits.length === 0)
        return catalog;
    const byTool = (0,_util_group_by_js__WEBPACK_IMPORTED_MODULE_4__/* .groupBy */ .$)(edits, (e) => e.tool);
    return { servers: catalog.servers, tools: catalog.tools.map((t) => editTool(t, byTool.get(t.id))) };
}
function editTool(tool, edits) {
    if (!edits)
        return tool;
    const out = { ...tool };
    for (const e of edits) {
        if (e.add.length === 0)
            continue;
        const words = e.add.join(' ');
        if (e.field === 'description') {
            out.description = out.description ? `${(0,_catalog_sanitize_js__WEBPACK_IMPORTED_MODULE_5__/* .sanitizeString */ .xV)(words)} ${out.description}` : (0,_catalog_sanitize_js__WEBPACK_IMPORTED_MODULE_5__/* .sanitizeString */ .xV)(words);
            out.rawDescription = typeof out.rawDescription === 'string' && out.rawDescription !== '' ? `${words} ${out.rawDescription}` : words;
        }
        else {
            out.searchHint = (0,_catalog_build_js__WEBPACK_IMPORTED_MODULE_2__/* .normalizeSearchHint */ .l4)(`${words} ${out.searchHint ?? ''}`);
        }
    }
    return out;
}
/**
 * The catalog with `edits` applied, prepared by `engine`: from `prepared` (the unedited
 * catalog's) where the engine can make an edited copy of it, else prepared anew.
 */
function prepareWithEdits(engine, catalog, prepared, edits) {
    const edited = applyEdits(catalog, edits);
    return prepared && engine.prepareEdited ? engine.prepareEdited(prepared, edited, edited.tools.filter((t, i) => t !== catalog.tools[i])) : engine.prepare(edited);
}
const FIELD_SCORED = { description: 'description', searchHint: 'hint' };
function outcomeOf(result, tool, within) {
    const ranked = result.ranking.find((r) => r.tool === tool);
    const rank = ranked?.rank ?? null;
    return { rank, score: ranked?.score ?? 0, pass: rank !== null && rank <= within && result.results.includes(tool) };
}
/** a is a better step than b: passes; then fewer words; then a description edit (every client reads it); then rank, score, shorter word. */
function better(a, b) {
    if (!b)
        return true;
    if (a.o.pass !== b.o.pass)
        return a.o.pass;
    const hints = (c) => c.filter((x) => x.field === 'searchHint').length;
    if (a.o.pass) {
        if (a.c.length !== b.c.length)
            return a.c.length < b.c.length;
        if (hints(a.c) !== hints(b.c))
            return hints(a.c) < hints(b.c);
    }
    const ra = a.o.rank ?? Infinity;
    const rb = b.o.rank ?? Infinity;
    if (ra !== rb)
        return ra < rb;
    if (a.o.score !== b.o.score)
        return a.o.score > b.o.score;
    if (hints(a.c) !== hints(b.c))
        return hints(a.c) < hints(b.c);
    return a.c.reduce((n, x) => n + x.term.length, 0) < b.c.reduce((n, x) => n + x.term.length, 0);
}
/** A kept result leaves out some of the tools that scored: the whole ranking is searched again. */
function isPartial(result) {
    return result.scored !== undefined && result.scored > result.ranking.length;
}
/** The whole ranking of a kept result, searched once however many of its expectations ask. */
const wholeOf = new WeakMap();
function wholeRanking(input, kept) {
    let whole = wholeOf.get(kept);
    if (!whole)
        wholeOf.set(kept, (whole = input.engine.search(input.prepared ?? input.engine.prepare(input.catalog), input.query, { maxResults: input.maxResults })));
    return whole;
}
/** The ids of the tools the engine's client knows by the same name as `tool` (it among them), or none. */
function sameNameAs(engine, catalog, tool) {
    for (const tools of engine.nameCollisions?.(catalog).values() ?? [])
        if (tools.some((t) => t.id === tool))
            return new Set(tools.map((t) => t.id));
    return new Set();
}
/**
 * The smallest edit that makes a failing expectation pass under one engine, or why none
 * can. Undefined when the query does not go through keyword scoring (`select:`, an exact
 * name, a `mcp__` prefix, a query the client rejects), where no description edit matters.
 */
function adviseExpectation(input) {
    const { catalog, engine, query, tool, within, maxResults } = input;
    const target = catalog.tools.find((t) => t.id === tool);
    if (!target)
        return undefined;
    const local = engine.localScoring;
    let base;
    try {
        base = input.result ?? engine.search(input.prepared ?? engine.prepare(catalog), query, { maxResults });
        if (base.mode !== 'keyword')
            return undefined;
        // Engines that score each tool on its own text are re-ranked from every tool's score.
        if (local && isPartial(base))
            base = wholeRanking(input, base);
    }
    catch (err) {
        if (err instanceof _engines_types_js__WEBPACK_IMPORTED_MODULE_0__/* .EngineQueryError */ .NW)
            return undefined;
        throw err;
    }
    const before = outcomeOf(base, tool, within);
    if (before.pass)
        return undefined;
    const requirement = requirementOf(within, maxResults);
    const preparedOf = () => (input.prepared ??= engine.prepare(catalog));
    if (engine.firstPageOnly && target.page > 1) {
        return {
            unreachable: true,
            neighbour: null,
            bestRank: null,
            reason: `${(0,_catalog_sanitize_js__WEBPACK_IMPORTED_MODULE_5__/* .shortToolName */ .Ow)(tool)} is on page ${target.page} of tools/list, and ${engine.id} reads page 1 only: list every tool on one page`,
            requirement
        };
    }
    // A tie in the client's tool order decides it: listing the tool first changes no text at all.
    const moved = listingOrderAdvice(input, preparedOf, base, requirement);
    if (moved)
        return moved;
    const words = engine.queryTerms(query);
    const own = local ? (base.ranking.find((r) => r.tool === tool)?.breakdown ?? []) : [];
    const candidates = editableFields(engine).flatMap((field) => words.filter((term) => !own.some((c) => c.term === term && c.field === FIELD_SCORED[field])).map((term) => ({ term, field })));
    // Content words only: "of" in a search hint may reach the cut, but no one searches by it.
    const content = candidates.filter((c) => !_util_words_js__WEBPACK_IMPORTED_MODULE_1__/* .STOP_WORDS */ .$k.has(c.term));
    // Only the edited tool's place is read: the engine orders the rest only down to the cut.
    const keep = { top: within, tools: [tool] };
    const search = (from, edits, options) => {
        const prepared = prepareWithEdits(engine, from, from === catalog ? input.prepared : undefined, edits);
        return { prepared, result: engine.search(prepared, query, options) };
    };
    // Codex's BM25 depends on every document: the whole catalog is searched again. The last
    // search is kept: the first one, with every word added, says why nothing passes.
    let last;
    let rankEdited = (edits) => outcomeOf((last = search(catalog, edits, { maxResults, keep })).result, tool, within);
    const sameName = local ? sameNameAs(engine, catalog, tool) : new Set();
    if (local) {
        // Every other tool keeps its score (each scores on its own text): the edited tool, ranked
        // alone, gives its new score; the tools scoring more stay ahead (counted), the ones scoring
        // less stay behind; only those it ties with, and those the client knows by its name (only
        // one of them can be returned), are ranked with it for the client's order.
        const others = base.ranking.filter((r) => r.tool !== tool);
        const alone = { servers: catalog.servers, tools: [target] };
        rankEdited = (edits) => {
            const mine = search(alone, edits, { maxResults }).result.ranking.find((r) => r.tool === tool);
            if (!mine)
                return { rank: null, score: 0, pass: false };
            let ahead = 0;
            const contested = new Set([tool]);
            for (const r of others) {
                if (sameName.has(r.tool) || r.score === mine.score)
                    contested.add(r.tool);
                else if (r.score > mine.score)
                    ahead++;
            }
            const ranked = search(subCatalog(catalog, contested), edits, { maxResults }).result.ranking.find((r) => r.tool === tool);
            const rank = ranked ? ranked.rank + ahead : null;
            return { rank, score: mine.score, pass: rank !== null && rank <= within && rank <= maxResults };
        };
    }
    const cache = new Map();
    const rankWith = (cands) => {
        const edits = toEdits(tool, cands, words);
        const key = edits.map((e) => `${e.field}:${e.add.join(' ')}`).join('\n');
        let o = cache.get(key);
        if (!o)
            cache.set(key, (o = rankEdited(edits)));
        return o;
    };
    const all = content.length ? rankWith(content) : before;
    if (!all.pass) {
        // Why not: the ranking with every content word added, of the tools that can rank at or
        // ahead of the edited one (for local scoring: its namesakes and those scoring at least as much).
        const among = local ? contenders(catalog, base, tool, all.rank === null ? null : all.score, sameName) : catalog;
        const searched = !local && last && content.length ? last : search(among, toEdits(tool, content, words), { maxResults, keep });
        const why = unreachable(engine, tool, within, outcomeOf(searched.result, tool, within), searched, requirement);
        // Function words alone may still reach it: said, since that is no edit to make.
        const stops = candidates.filter((c) => _util_words_js__WEBPACK_IMPORTED_MODULE_1__/* .STOP_WORDS */ .$k.has(c.term));
        if (stops.length && rankWith(candidates).pass) {
            why.reason += `; only the function words ${[...new Set(stops.map((c) => `"${c.term}"`))].join(', ')} would add the points, and no one searches by them: no edit of its content words works`;
        }
        return why;
    }
    // Greedy, smallest first: add the word that helps most until the tool passes, then drop
    // any word the others do not need.
    let chosen = [];
    let outcome = before;
    let remaining = [...content];
    while (remaining.length > 0 && !outcome.pass) {
        let best;
        for (const c of remaining) {
            const trial = [...chosen, c];
            const o = rankWith(trial);
            if (better({ o, c: trial }, best))
                best = { o, c: trial, pick: c };
        }
        chosen = best.c;
        outcome = best.o;
        remaining = remaining.filter((c) => c !== best.pick);
    }
    for (const c of [...chosen]) {
        if (chosen.length === 1)
            break;
        const without = chosen.filter((x) => x !== c);
        const o = rankWith(without);
        if (o.pass) {
            chosen = without;
            outcome = o;
        }
    }
    return { edits: toEdits(tool, chosen, words), projectedRank: outcome.rank, requirement };
}
/** `rank: N` when the expectation asks a place above the cut, else the cut. */
function requirementOf(within, maxResults) {
    return within < maxResults ? { kind: 'rank', n: within } : { kind: 'cut', n: maxResults };
}
/**
 * When tools of its own server are ahead of `tool` only by the client's tool order (equal
 * scores), the tool listed before the first of them, re-ranked on the reordered catalog:
 * advice when that passes.
 */
function listingOrderAdvice(input, preparedOf, base, requirement) {
    const { engine, catalog, tool, query, within, maxResults } = input;
    const mine = base.ranking.find((r) => r.tool === tool);
    if (!mine)
        return undefined;
    const tied = base.ranking.filter((r) => r.rank < mine.rank && r.score === mine.score);
    if (tied.length === 0)
        return undefined;
    const prepared = preparedOf();
    const movable = new Set(tied.filter((r) => {
        const fact = engine.explainOrder(prepared, base, r.tool, tool).fact;
        return fact.kind === 'listing-order' && fact.sameServer;
    }).map((r) => r.tool));
    const first = catalog.tools.find((t) => movable.has(t.id));
    if (!first)
        return undefined;
    const result = engine.search((input.moves ?? new _reordered_js__WEBPACK_IMPORTED_MODULE_3__/* .Moves */ .h()).prepared(engine, prepared, tool, first.id), query, { maxResults, keep: { top: within, tools: [tool] } });
    const outcome = outcomeOf(result, tool, within);
    return outcome.pass ? { listing: { tool, before: first.id }, projectedRank: outcome.rank, requirement } : undefined;
}
/**
 * The tools an edit of `tool` is ranked among under local scoring: the tools that scored (the
 * rest stay behind) and `tool`; when its edited score is known, only the tools scoring at least
 * as much and its namesakes, which hold every place down to its own.
 */
function contenders(catalog, base, tool, score, sameName) {
    const ids = new Set(base.ranking.filter((r) => score === null || r.score >= score || sameName.has(r.tool)).map((r) => r.tool));
    ids.add(tool);
    return subCatalog(catalog, ids);
}
/** The places of a catalog's tools, by id (a server may list a name twice). */
const placesIn = new WeakMap();
/** The catalog's tools of `ids`, in catalog order (the client's order for ties), found by id rather than by a pass over the catalog. */
function subCatalog(catalog, ids) {
    let places = placesIn.get(catalog);
    if (!places)
        placesIn.set(catalog, (places = (0,_util_group_by_js__WEBPACK_IMPORTED_MODULE_4__/* .groupBy */ .$)(catalog.tools.keys(), (i) => catalog.tools[i].id)));
    const at = [...ids].flatMap((id) => places.get(id) ?? []).sort((a, b) => a - b);
    return { servers: catalog.servers, tools: at.map((i) => catalog.tools[i]) };
}
function unreachable(engine, tool, within, all, searched, requirement) {
    const { result, prepared } = searched;
    const at = result.ranking[Math.min(within, result.ranking.length) - 1];
    const neighbour = at && at.tool !== tool ? at : result.ranking.find((r) => r.tool !== tool && (all.rank === null || r.rank < all.rank));
    const fields = editableFields(engine)
        .map((f) => (f === 'description' ? 'its description' : 'its search hint'))
        .join(' and ');
    if (all.rank === null) {
        return {
            unreachable: true,
            neighbour: neighbour?.tool ?? null,
            bestRank: null,
            reason: `${(0,_catalog_sanitize_js__WEBPACK_IMPORTED_MODULE_5__/* .shortToolName */ .Ow)(tool)} does not rank under ${engine.id} even with every query word in ${fields}${neighbour ? `; ${(0,_catalog_sanitize_js__WEBPACK_IMPORTED_MODULE_5__/* .shortToolName */ .Ow)(neighbour.tool)} takes its place` : ''}`,
            requirement
        };
    }
    const reached = `with every query word in ${fields}, ${(0,_catalog_sanitize_js__WEBPACK_IMPORTED_MODULE_5__/* .shortToolName */ .Ow)(tool)} reaches #${all.rank}`;
    if (!neighbour)
        return { unreachable: true, neighbour: null, bestRank: all.rank, reason: `${reached} (score ${fmt(all.score)}); the tools ahead of it score more`, requirement };
    // The engine says why the neighbour stays ahead, in its client's terms.
    const order = engine.explainOrder(prepared, result, neighbour.tool, tool);
    return { unreachable: true, neighbour: neighbour.tool, bestRank: all.rank, reason: `${reached}: ${order.text}${remedy(order.fact, tool)}`, requirement };
}
/** What else can change an order no text edit changes, or that nothing can. */
function remedy(fact, tool) {
    switch (fact.kind) {
        case 'promoted':
            return fact.server
                ? `; the query holds the server's name, so all of ${fact.server}'s tools come first whatever ${(0,_catalog_sanitize_js__WEBPACK_IMPORTED_MODULE_5__/* .shortToolName */ .Ow)(tool)}'s text says: nothing in its text can change this`
                : `; no edit of ${(0,_catalog_sanitize_js__WEBPACK_IMPORTED_MODULE_5__/* .shortToolName */ .Ow)(tool)}'s text outranks a promoted tool: only a name ending in a query word would promote it too`;
        case 'promoted-order':
            return fact.server
                ? `; the query holds the name of ${fact.server}, so its tools come first in that order: no edit of ${(0,_catalog_sanitize_js__WEBPACK_IMPORTED_MODULE_5__/* .shortToolName */ .Ow)(tool)}'s text changes it, only a name that sorts before ${fact.names[0]} would`
                : `; no edit of its text changes that order: only a name that sorts before ${fact.names[0]} would`;
        case 'random-tie':
            return '; the client picks among equal scores at random';
        default:
            return '';
    }
}
function fmt(n) {
    return Number.isInteger(n) ? String(n) : n.toFixed(3);
}
/** Candidates grouped into one edit per field, words in query order. */
function toEdits(tool, cands, order) {
    const edits = [];
    for (const field of ['description', 'searchHint']) {
        const add = order.filter((w) => cands.some((c) => c.field === field && c.term === w));
        if (add.length)
            edits.push({ tool, field, add });
    }
    return edits;
}


/***/ }),

/***/ 3530:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   h: () => (/* binding */ Moves)
/* harmony export */ });
/* unused harmony export reorderCatalog */
/* harmony import */ var _engines_types_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2802);

/** The catalog with `tool` listed just before `before` (both of one server): every tool's `index` its new place. */
function reorderCatalog(catalog, tool, before) {
    const moving = catalog.tools.find((t) => t.id === tool);
    const at = catalog.tools.findIndex((t) => t.id === before);
    if (!moving || at < 0)
        return catalog;
    const rest = catalog.tools.filter((t) => t !== moving);
    rest.splice(rest.indexOf(catalog.tools[at]), 0, moving);
    return { servers: catalog.servers, tools: rest.map((t, i) => (t.index === i ? t : { ...t, index: i })) };
}
/** The moves asked for, each reordered catalog made once and prepared once per engine. */
class Moves {
    moves = new Map();
    /** `prepared`'s catalog with `tool` listed just before `before`, prepared by `engine`. */
    prepared(engine, prepared, tool, before) {
        let ofCatalog = this.moves.get(prepared.catalog);
        if (!ofCatalog)
            this.moves.set(prepared.catalog, (ofCatalog = new Map()));
        const key = `${tool}\u0000${before}`;
        let move = ofCatalog.get(key);
        if (!move)
            ofCatalog.set(key, (move = { catalog: reorderCatalog(prepared.catalog, tool, before), prepared: new Map() }));
        let moved = move.prepared.get(engine.id);
        if (!moved)
            move.prepared.set(engine.id, (moved = (0,_engines_types_js__WEBPACK_IMPORTED_MODULE_0__/* .prepareReorderedOf */ .LS)(engine, prepared, move.catalog)));
        return moved;
    }
}


/***/ }),

/***/ 776:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   NJ: () => (/* binding */ positiveInt),
/* harmony export */   P7: () => (/* binding */ VERBOSE_HELP),
/* harmony export */   W1: () => (/* binding */ configOf),
/* harmony export */   Xi: () => (/* binding */ VERBOSE_OPTION),
/* harmony export */   dG: () => (/* binding */ CONFIG_OPTION),
/* harmony export */   fx: () => (/* binding */ ENGINE_OPTION),
/* harmony export */   hF: () => (/* binding */ CONFIG_HELP)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3916);
/* harmony import */ var _manifest_load_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3697);
/** Options several commands share, and the parsing of their values. */


const CONFIG_OPTION = { config: { type: 'string', short: 'c' } };
const ENGINE_OPTION = { engine: { type: 'string', short: 'e', multiple: true } };
const VERBOSE_OPTION = { verbose: { type: 'boolean' } };
const VERBOSE_HELP = `      --verbose       say what each long step does, as plain lines on stderr (as in CI)`;
const CONFIG_HELP = `  -c, --config FILE   the manifest (default ${_manifest_load_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_MANIFEST */ .mj})`;
function configOf(values) {
    return values.config ?? _manifest_load_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_MANIFEST */ .mj;
}
function positiveInt(value, name) {
    if (value === undefined)
        return undefined;
    const n = Number(value);
    if (!Number.isInteger(n) || n < 1)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .e(`--${name} must be a positive integer, got \`${value}\``);
    return n;
}


/***/ }),

/***/ 3091:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  $m: () => (/* binding */ driftLines),
  GN: () => (/* binding */ lockWarning),
  ji: () => (/* binding */ manifestPath),
  JN: () => (/* binding */ outputColumns),
  $C: () => (/* binding */ readerOutput),
  jK: () => (/* binding */ stdoutStyle),
  GF: () => (/* binding */ writeJson),
  zh: () => (/* binding */ writeOutput)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./src/lock/index.ts + 1 modules
var lock = __webpack_require__(9336);
// EXTERNAL MODULE: ./src/util/sanitize-text.ts
var sanitize_text = __webpack_require__(741);
// EXTERNAL MODULE: external "node:tty"
var external_node_tty_ = __webpack_require__(7066);
;// CONCATENATED MODULE: ./src/util/style.ts

const wrap = (open, close) => (s) => `\u001b[${open}m${s}\u001b[${close}m`;
function makeStyle(color) {
    if (!color) {
        const id = (s) => s;
        return { bold: id, dim: id, red: id, green: id, yellow: id };
    }
    return { bold: wrap(1, 22), dim: wrap(2, 22), red: wrap(31, 39), green: wrap(32, 39), yellow: wrap(33, 39) };
}
/**
 * Colour as Node decides it for its own output (util.styleText): when FORCE_COLOR is set it
 * decides, over NO_COLOR (empty, `1`, `2`, `3` or `true` turn colour on; `0`, `false` and
 * anything else off); otherwise only a terminal is coloured, and not when NO_COLOR or
 * NODE_DISABLE_COLORS is set (even empty) or TERM is `dumb`. Node's own colour-depth rules
 * (tty hasColors) answer, so the two cannot drift apart.
 */
function wantsColor(stream, env) {
    // Only FORCE_COLOR, when set: with NO_COLOR beside it Node would warn that it ignores it.
    if (env.FORCE_COLOR !== undefined)
        return external_node_tty_.WriteStream.prototype.hasColors(16, { FORCE_COLOR: env.FORCE_COLOR });
    return stream.isTTY === true && external_node_tty_.WriteStream.prototype.hasColors(16, env);
}

// EXTERNAL MODULE: ./src/write-file.ts
var write_file = __webpack_require__(8655);
;// CONCATENATED MODULE: ./src/cli/output.ts
/** What several commands print or write: output files (`-` for stdout), the SARIF log, lock drift. */






/** The styles for stdout, coloured as the terminal and environment ask. */
function stdoutStyle() {
    return makeStyle(wantsColor(process.stdout, process.env));
}
/**
 * Where the text for people goes: stdout, unless one of the output files is `-` (stdout);
 * then stderr, so that the file on stdout stays whole. Two files on stdout are a usage error.
 */
function readerOutput(files) {
    const toStdout = Object.keys(files).filter((name) => files[name] === '-');
    if (toStdout.length > 1)
        throw new errors/* UsageError */.e(`only one output can go to stdout, but ${toStdout.map((n) => `--${n}`).join(' and ')} both say \`-\``);
    const out = toStdout.length ? process.stderr : process.stdout;
    return { out, style: makeStyle(wantsColor(out, process.env)) };
}
/**
 * The width the text report is fitted to: the terminal's, else `COLUMNS` when it is set (a
 * pipe has no width of its own), else 80.
 */
function outputColumns(out, env) {
    const fromEnv = Number(env.COLUMNS);
    return out.columns || (Number.isInteger(fromEnv) && fromEnv > 0 ? fromEnv : 80);
}
/** Writes `text` to `file`, creating its folder; `-` writes it to stdout. */
async function writeOutput(file, text) {
    if (file === '-') {
        process.stdout.write(text);
        return;
    }
    await (0,write_file/* writeUserFile */.f)(file, (0,external_node_path_.resolve)(file), text);
}
function writeJson(file, value) {
    return writeOutput(file, JSON.stringify(value, null, 2) + '\n');
}
/** The manifest as the SARIF log and the comment name it: relative to the working directory (the repository root in CI), with `/`. */
function manifestPath(config) {
    return (0,external_node_path_.relative)(process.cwd(), (0,external_node_path_.resolve)(config)).split(external_node_path_.sep).join('/');
}
const DRIFT_LINES = 50;
function driftLines(drift, style) {
    const lines = drift.slice(0, DRIFT_LINES).map((d) => `  ${(0,sanitize_text/* plainText */.w)((0,lock/* describeDrift */.ZP)(d), 200)}\n`);
    if (drift.length > DRIFT_LINES)
        lines.push(style.dim(`  … and ${drift.length - DRIFT_LINES} more\n`));
    return lines;
}
/** A stale or broken lock file is a warning: the check itself ran on the live tools. */
function lockWarning(lock, style) {
    if (lock.error)
        return style.yellow(`warning: ${(0,sanitize_text/* plainText */.w)(lock.error)}`) + '\n';
    if (lock.drift.length === 0)
        return '';
    const n = lock.drift.length;
    const head = `warning: ${lock.path} is stale: ${n} difference${n === 1 ? '' : 's'} from what the servers list now (update it with \`mcp-tool-rank snapshot\` or \`check --update-lock\`)`;
    return [style.yellow(head) + '\n', ...driftLines(lock.drift, style)].join('');
}


/***/ }),

/***/ 8541:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   P1: () => (/* binding */ replacementsOf),
/* harmony export */   c5: () => (/* binding */ deprecationOf),
/* harmony export */   yd: () => (/* binding */ deprecatedExpectation)
/* harmony export */ });
/** How a tool says it is deprecated, in words for a message; undefined when it does not. */
function deprecationOf(tool) {
    const description = tool.description.trim();
    if (/^[^A-Za-z0-9]*deprecated\b/i.test(description))
        return 'its description starts with "deprecated"';
    // A capitalised DEPRECATED anywhere is the usual flag too ("Read a file. DEPRECATED: use …").
    if (/\bDEPRECATED\b/.test(description))
        return 'its description says DEPRECATED';
    if (tool.annotations?.deprecated === true)
        return 'its annotations mark it deprecated';
    const metaKey = Object.entries(tool.meta ?? {}).find(([key, value]) => /(^|[/.])deprecated$/i.test(key) && value !== false && value !== undefined && value !== null)?.[0];
    return metaKey === undefined ? undefined : `its _meta["${metaKey}"] marks it deprecated`;
}
/** The other tools of its server that a tool's description names, as whole names, in catalog order. */
function replacementsOf(tool, catalog) {
    return catalog.tools.filter((t) => {
        if (t === tool || t.rawServer !== tool.rawServer || t.rawName.length < 3)
            return false;
        const escaped = t.rawName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        return new RegExp(`(?<![A-Za-z0-9_-])${escaped}(?![A-Za-z0-9_-])`).test(tool.description);
    });
}
/** The warning for an expectation of `tool` at `line:col`, when the tool is deprecated. */
function deprecatedExpectation(catalog, tool, at) {
    const how = deprecationOf(tool);
    if (!how)
        return undefined;
    const replacements = replacementsOf(tool, catalog);
    const names = replacements.map((r) => `\`${r.rawName}\``);
    const message = names.length
        ? `\`${tool.rawName}\` is deprecated in favour of ${names.join(' or ')} (${how}): expect ${names.length === 1 ? 'it' : 'one of them'} instead`
        : `\`${tool.rawName}\` is deprecated (${how})`;
    return { line: at.line, col: at.col, ref: at.ref, tool: tool.id, replacements: replacements.map((r) => r.id), message };
}


/***/ }),

/***/ 4978:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  aH: () => (/* binding */ bindQueries),
  _3: () => (/* binding */ evaluate),
  V_: () => (/* binding */ evaluateInterruptibly)
});

// UNUSED EXPORTS: cutTieOf

// EXTERNAL MODULE: ./src/advice/advise.ts
var advise = __webpack_require__(7030);
// EXTERNAL MODULE: ./src/advice/reordered.ts
var reordered = __webpack_require__(3530);
;// CONCATENATED MODULE: ./src/advice/types.ts
function isUnreachable(advice) {
    return 'unreachable' in advice;
}
function isListingOrder(advice) {
    return 'listing' in advice;
}

// EXTERNAL MODULE: ./src/engines/registry.ts + 42 modules
var registry = __webpack_require__(3330);
// EXTERNAL MODULE: ./src/engines/types.ts
var types = __webpack_require__(2802);
// EXTERNAL MODULE: ./src/manifest/per-engine.ts
var per_engine = __webpack_require__(6009);
;// CONCATENATED MODULE: ./src/evaluate/kept-ranking.ts
/** At least this many tools from the top are kept, whatever the cut (the comment's explanation shows them). */
const KEPT_HEAD = 5;
/** Tools kept ahead of an expected tool that misses. */
const KEPT_AHEAD = 20;
/** The tie at the cut as a report keeps it: the tools past the cut listed up to 20, the rest counted. */
function keptCutTie(tie) {
    if (tie.outside.length <= KEPT_AHEAD)
        return tie;
    return { ...tie, outside: tie.outside.slice(0, KEPT_AHEAD), more: tie.outside.length - KEPT_AHEAD + (tie.more ?? 0) };
}
/** How many places from the top a query can keep: the cut, at least 5, and 20 when an expected tool may miss. */
function keptTop(maxResults, expects) {
    return Math.max(maxResults, KEPT_HEAD, expects ? KEPT_AHEAD : 0);
}
/**
 * The part of a ranking a report keeps. A full ranking per query is quadratic in size on a
 * large catalog (every tool that shares one word with the query), so a query keeps: the
 * first `max(cut, 5)` tools; every expected and forbidden tool wherever it ranks; and, when
 * an expected tool misses, the first 20 tools ranked ahead of it. Best first, as in the
 * ranking. (The tools tied at the cut are named in the result's `cutTie`.)
 */
function keptRanking(input) {
    const { ranking, maxResults } = input;
    let headEnd = Math.max(maxResults, KEPT_HEAD);
    for (const rank of input.missingRanks)
        headEnd = Math.max(headEnd, Math.min(KEPT_AHEAD, rank === null ? KEPT_AHEAD : rank - 1));
    const extra = new Set([...input.results, ...input.subjects]);
    return ranking.filter((r) => r.rank <= headEnd || extra.has(r.tool));
}

// EXTERNAL MODULE: ./src/evaluate/deprecation.ts
var deprecation = __webpack_require__(8541);
// EXTERNAL MODULE: ./src/evaluate/resolve.ts
var resolve = __webpack_require__(1923);
// EXTERNAL MODULE: ./src/evaluate/neighbours.ts
var evaluate_neighbours = __webpack_require__(9259);
// EXTERNAL MODULE: ./src/wording/index.ts + 8 modules
var src_wording = __webpack_require__(4145);
;// CONCATENATED MODULE: ./src/evaluate/evaluate.ts











/**
 * Resolves every tool reference against the catalog; all failures become one ManifestError.
 * With `pendingServers`, references that may still name a tool of those (not yet listed)
 * servers are left for later, so catalog-only mistakes surface before anything starts.
 */
function bindQueries(manifest, catalog, pendingServers = new Set()) {
    const issues = [];
    const unresolved = new Map();
    const neighbourServers = new Set(catalog.servers.filter((s) => s.source === 'neighbour').map((s) => s.name));
    const bind = (refs) => refs.flatMap((ref) => {
        const r = (0,resolve/* resolveToolRef */.e)(ref.ref, catalog);
        if ('tool' in r)
            return [{ ...ref, tool: r.tool.id, alwaysLoad: r.tool.alwaysLoad }];
        // Ambiguous among neighbours only: a server not yet listed may have it, and then it is that one.
        const amongNeighbours = r.ambiguous?.every((t) => neighbourServers.has(t.rawServer)) ?? false;
        if (!mayBePending(ref.ref, pendingServers) || (r.ambiguous && !amongNeighbours)) {
            if (!r.ambiguous)
                unresolved.set(issues.length, ref);
            issues.push({ file: manifest.file, line: ref.line, col: ref.col, message: r.error });
        }
        return [];
    });
    const bound = manifest.queries.map((spec) => ({ spec, expect: bind(spec.expect), expectAny: bind(spec.expectAny), forbid: bind(spec.forbid) }));
    if (issues.length > 0)
        throw new resolve/* UnresolvedToolsError */.r(issues, unresolved, catalog);
    return bound;
}
function mayBePending(ref, pending) {
    if (pending.size === 0)
        return false;
    const qualified = /^mcp__(.+?)__/.exec(ref)?.[1] ?? (ref.includes('/') ? ref.slice(0, ref.indexOf('/')) : undefined);
    if (qualified === undefined)
        return true;
    return [...pending].some((s) => s === qualified || s.replace(/[^A-Za-z0-9_-]/g, '_') === qualified);
}
/** Tools tied at the cut, from the engine when it says (or keeps only part of the ranking), else from the ranking. */
function cutTieOf(result, maxResults) {
    if (result.cutTie || result.randomTies || result.scored !== undefined)
        return result.cutTie;
    if (result.mode !== 'keyword' || result.ranking.length <= maxResults)
        return undefined;
    const last = result.ranking[maxResults - 1];
    const first = result.ranking[maxResults];
    if (last.score !== first.score)
        return undefined;
    const tied = result.ranking.filter((r) => r.score === last.score);
    return {
        score: last.score,
        inside: tied.filter((r) => r.rank <= maxResults).map((r) => r.tool),
        outside: tied.filter((r) => r.rank > maxResults).map((r) => r.tool)
    };
}
function check(ref, kind, result, within, cutTie, loadedUpFront) {
    const ranked = result.ranking.find((r) => r.tool === ref.tool);
    const returned = result.results.includes(ref.tool);
    const alwaysLoaded = loadedUpFront(ref);
    const rank = ranked?.rank ?? null;
    const visible = alwaysLoaded || (returned && rank !== null && rank <= within);
    const fragile = !alwaysLoaded && cutTie !== undefined && (cutTie.inside.includes(ref.tool) || cutTie.outside.includes(ref.tool));
    return {
        kind,
        ref: ref.ref,
        tool: ref.tool,
        line: ref.line,
        col: ref.col,
        rank,
        score: ranked?.score ?? null,
        within,
        pass: kind === 'expect' ? visible : !(alwaysLoaded || returned),
        fragile,
        alwaysLoaded
    };
}
/** The engine's answer, or the client's own rejection of the query as an empty answer. */
function searchQuery(engine, prepared, query, maxResults, keep) {
    try {
        return { result: engine.search(prepared, query, { maxResults, ...(keep ? { keep } : {}) }) };
    }
    catch (err) {
        if (!(err instanceof types/* EngineQueryError */.NW))
            throw err;
        return { result: { results: [], ranking: [], mode: 'keyword' }, error: err.message };
    }
}
/**
 * `expect_any` as one expectation: its tool, rank and verdict are the alternative's that holds
 * with the best rank (one loaded up front first), else the best ranked's; `anyOf` lists them
 * all. Its `ref` (`a | b`) and position (the first's) are the same under every engine and on
 * both sides of a diff, whichever alternative holds it.
 */
function checkAny(refs, result, within, cutTie, loadedUpFront) {
    if (refs.length === 0)
        return [];
    const each = refs.map((r) => check(r, 'expect', result, within, cutTie, loadedUpFront));
    const place = (e) => (e.alwaysLoaded ? 0 : (e.rank ?? Infinity));
    const better = (a, b) => (a.pass !== b.pass ? b.pass : place(b) < place(a));
    const best = each.reduce((a, b) => (better(a, b) ? b : a));
    return [{ ...best, ref: refs.map((r) => r.ref).join(' | '), line: refs[0].line, col: refs[0].col, anyOf: refs.map((r) => ({ ref: r.ref, tool: r.tool })) }];
}
/** The tools whose places a query's expectations read: expected (all, or any of), then forbidden. */
function subjectsOf(bound) {
    return [...bound.expect, ...bound.expectAny, ...bound.forbid].map((r) => r.tool);
}
function checkAll(engine, bound, result, maxResults, loadedUpFront) {
    const cutTie = cutTieOf(result, maxResults);
    const within = (0,per_engine/* forEngine */.w)(bound.spec.rank, engine) ?? maxResults;
    const expectations = [
        ...bound.expect.map((r) => check(r, 'expect', result, within, cutTie, loadedUpFront)),
        ...checkAny(bound.expectAny, result, within, cutTie, loadedUpFront),
        ...bound.forbid.map((r) => check(r, 'forbid', result, maxResults, cutTie, loadedUpFront))
    ];
    return { expectations, ...(cutTie ? { cutTie } : {}) };
}
/**
 * Each expectation's standing alone and with neighbours, who crowds it, and ties the connect
 * order decides. Both sides are searched with the judged side's `keep`: the crowd and the ties
 * are read from the head of the ranking with neighbours, and only an expectation that needs
 * more of it (ranked past the kept head) has that ranking searched in full.
 */
function addNeighbourViews(engine, bound, maxResults, judged, other, keep, loadedUpFront) {
    const { result: otherResult } = searchQuery(engine, other.prepared, bound.spec.query, maxResults, keep);
    const otherChecked = checkAll(engine, bound, otherResult, maxResults, loadedUpFront);
    const aloneJudged = other.judge === 'alone';
    let withNeighbours = aloneJudged ? otherResult : judged.result;
    /** How far down the ranking with neighbours is complete. */
    let depth = keep ? keep.top : Infinity;
    /** The ranking with neighbours down to `rank` (searched again, down to there, when the kept head is shorter). */
    const withNeighboursTo = (rank) => {
        if (keep && rank > depth) {
            const deeper = Number.isFinite(rank) ? { top: rank, tools: keep.tools } : undefined;
            withNeighbours = searchQuery(engine, aloneJudged ? other.prepared : judged.prepared, bound.spec.query, maxResults, deeper).result;
            depth = rank;
        }
        return withNeighbours;
    };
    judged.expectations.forEach((e, i) => {
        const mine = (0,evaluate_neighbours/* standingOf */.YP)(e);
        const theirs = (0,evaluate_neighbours/* standingOf */.YP)(otherChecked.expectations[i]);
        const alone = aloneJudged ? mine : theirs;
        const withN = aloneJudged ? theirs : mine;
        const crowdedBy = (0,evaluate_neighbours/* crowdingOf */.ru)(e, alone, withN, withNeighboursTo, other.split.tools);
        // Only a judged result can depend on the connect order: judged alone, no neighbour is connected.
        const orderDependent = !aloneJudged && (0,evaluate_neighbours/* dependsOnOrder */.tT)(e, withNeighboursTo, other.split.tools);
        e.neighbours = { alone, withNeighbours: withN, ...(crowdedBy ? { crowdedBy } : {}), ...(orderDependent ? { orderDependent } : {}) };
    });
}
/** Each `expect`'s other wordings searched under this engine, and advice where a share asked for is missed. */
function addWording(engine, prepared, bound, maxResults, expectations, wording, options) {
    const expected = expectations.filter((e) => e.kind === 'expect');
    if (expected.length === 0)
        return;
    const keep = { top: Math.max(...expected.map((e) => e.within)), tools: expected.map((e) => e.tool) };
    const search = (0,src_wording/* wordingSearch */.jS)(engine, prepared, maxResults, keep);
    const { min } = wording.ask;
    for (const e of expected) {
        const subject = { tool: e.tool, within: e.within, alwaysLoaded: e.alwaysLoaded };
        const wordings = wording.wordingsOf(e.tool);
        e.wording = (0,src_wording/* measureWording */.B_)(wordings, search, subject, min);
        if (min === undefined || e.wording.pass || options.advice === false)
            continue;
        const advice = (0,src_wording/* adviseWording */.d3)({ catalog: prepared.catalog, engine, prepared, query: bound.spec.query, wordings, subject, maxResults, min, measured: e.wording });
        if (advice)
            e.wording.advice = advice;
    }
}
function runEngine(engine, prepared, bound, maxResults, options, { loadedUpFront, moves, other, wording }) {
    // The engine orders and explains only what the report keeps, unless the whole ranking is
    // wanted (on request, or for the neighbours' view, which reads the tools ahead of each one).
    const keep = options.fullRankings ? undefined : { top: keptTop(maxResults, bound.expect.length + bound.expectAny.length > 0), tools: subjectsOf(bound) };
    const { result, error } = searchQuery(engine, prepared, bound.spec.query, maxResults, keep);
    const { expectations, cutTie } = checkAll(engine, bound, result, maxResults, loadedUpFront);
    if (other)
        addNeighbourViews(engine, bound, maxResults, { prepared, result, expectations }, other, keep, loadedUpFront);
    // A server's recorded answers cover the manifest's queries only: no edited catalog is re-ranked.
    if (options.advice !== false && !error && !engine.recordedAnswers) {
        for (const e of expectations) {
            if (e.kind !== 'expect' || e.pass)
                continue;
            // The kept ranking holds the expected tool; advice searches the whole one if it needs it.
            const advice = (0,advise/* adviseExpectation */.Fs)({ catalog: prepared.catalog, prepared, engine, query: bound.spec.query, tool: e.tool, within: e.within, maxResults, result, moves });
            if (advice)
                e.advice = advice;
        }
    }
    if (wording && !engine.recordedAnswers)
        addWording(engine, prepared, bound, maxResults, expectations, wording, options);
    const ranking = options.fullRankings
        ? result.ranking
        : keptRanking({
            ranking: result.ranking,
            results: result.results,
            maxResults,
            subjects: expectations.map((e) => e.tool),
            missingRanks: expectations.filter((e) => e.kind === 'expect' && !e.pass).map((e) => e.rank)
        });
    const clientNames = clientNamesOf(engine, prepared, ranking);
    return {
        engine: engine.id,
        maxResults,
        ...(clientNames ? { clientNames } : {}),
        mode: error ? 'error' : result.mode,
        results: result.results,
        ranking,
        scored: result.scored ?? result.ranking.length,
        expectations,
        pass: expectations.every((e) => e.pass && (e.wording?.pass ?? true)),
        ...(cutTie ? { cutTie: options.fullRankings ? cutTie : keptCutTie(cutTie) } : {}),
        ...(error ? { error } : {})
    };
}
const toolsById = new WeakMap();
function clientNamesOf(engine, prepared, ranking) {
    if (!engine.clientName || ranking.length === 0)
        return undefined;
    let byId = toolsById.get(prepared.catalog);
    if (!byId)
        toolsById.set(prepared.catalog, (byId = new Map(prepared.catalog.tools.map((t) => [t.id, t]))));
    const names = {};
    for (const r of ranking) {
        const tool = byId.get(r.tool);
        const name = tool && engine.clientName(prepared, tool);
        if (tool && name && name !== tool.rawName && name !== tool.id)
            names[r.tool] = name;
    }
    return Object.keys(names).length ? names : undefined;
}
/**
 * Listing-order advice re-ranked under every engine of the query: the reordered catalog is
 * prepared and searched again by each, and the advice says where the tool lands and whether
 * its expectation then holds there (an engine that does not keep the client's tool order for
 * ties, or ties elsewhere, may not follow).
 */
function checkListingOrders(bound, runs, setup) {
    const advised = runs.flatMap((r) => r.result.expectations.flatMap((e) => (e.advice && isListingOrder(e.advice) ? [e.advice] : [])));
    const checked = new Map();
    for (const advice of advised) {
        const key = `${advice.listing.tool}\u0000${advice.listing.before}`;
        let checks = checked.get(key);
        if (!checks)
            checked.set(key, (checks = runs.filter(({ engine }) => !engine.recordedAnswers).map(({ engine }) => listingCheck(engine, bound, advice, setup(engine)))));
        advice.engines = checks;
    }
}
function listingCheck(engine, bound, advice, { prepared, moves, maxResults, loadedUpFront }) {
    // Only the moved tool's place is read: the engine orders the rest only down to the cut.
    const moved = moves.prepared(engine, prepared, advice.listing.tool, advice.listing.before);
    const { result } = searchQuery(engine, moved, bound.spec.query, maxResults, { top: maxResults, tools: [advice.listing.tool] });
    const e = checkAll(engine, bound, result, maxResults, loadedUpFront).expectations.find((x) => x.kind === 'expect' && x.tool === advice.listing.tool);
    return { engine: engine.id, rank: e?.rank ?? null, pass: e?.pass ?? false };
}
/** A warning at each expectation that names a deprecated tool, in manifest order. */
function deprecatedExpectations(catalog, bound) {
    const byId = new Map(catalog.tools.map((t) => [t.id, t]));
    return bound.flatMap((b) => b.expect.flatMap((ref) => (0,deprecation/* deprecatedExpectation */.yd)(catalog, byId.get(ref.tool), ref) ?? []));
}
/**
 * Each engine's status under the query's `known_failure`, with `pass` saying whether an
 * engine's expectations hold (in the judged view, or alone, or with neighbours). A mark (the
 * value for every engine, or one key of a mapping) is no longer needed (`fixed`) only when
 * every engine it covers that the manifest runs the query with was run, and every engine it
 * covers that was run passes: with `--engine` narrowed, the engines left out may still need
 * it. Marks that cover no engine run are ignored.
 */
function engineStatuses(spec, configured, runs, pass) {
    const mark = spec.knownFailure;
    const judged = (r) => r.expectations.length > 0;
    const stale = (entry) => {
        const covers = (e) => (0,per_engine/* entryFor */.cy)(mark, e) === entry;
        const allRun = configured.filter(covers).every((c) => runs.some((x) => x.engine.id === c.id));
        return allRun && runs.filter((x) => covers(x.engine)).every((x) => judged(x.result) && pass(x.result));
    };
    return runs.map(({ engine, result: r }) => {
        const entry = (0,per_engine/* entryFor */.cy)(mark, engine);
        if (!judged(r))
            return 'report-only';
        if (!pass(r))
            return entry !== undefined ? 'known-failure' : 'fail';
        return entry !== undefined && stale(entry) ? 'fixed' : 'pass';
    });
}
const STATUS_ORDER = ['fail', 'known-failure', 'fixed', 'pass', 'report-only'];
/** A query's status: the worst of its engines'. */
function worstStatus(statuses) {
    return STATUS_ORDER.find((s) => statuses.includes(s)) ?? 'report-only';
}
/** The query's status in each view, when the expectations have both. */
function neighbourStatuses(spec, configured, runs) {
    const viewPass = (view) => (r) => r.expectations.every((e) => (e.neighbours?.[view] ?? e).pass);
    return {
        alone: worstStatus(engineStatuses(spec, configured, runs, viewPass('alone'))),
        withNeighbours: worstStatus(engineStatuses(spec, configured, runs, viewPass('withNeighbours')))
    };
}
/** The engines' deferral answers, for those engines that give one. */
function deferralsOf(engines, deferralFor) {
    const answers = engines.flatMap((e) => {
        const d = deferralFor(e);
        return d ? [[e.id, d]] : [];
    });
    return answers.length ? { deferral: Object.fromEntries(answers) } : {};
}
/** Ranks every query with each of its engines and checks its expectations. */
function evaluate(manifest, catalog, options = {}) {
    const run = evaluation(manifest, catalog, options);
    return run.finish(run.bound.map(run.query));
}
/** How often a long ranking lets the event loop run: a signal (Ctrl-C) is handled within this. */
const YIELD_EVERY_MS = 50;
/**
 * As evaluate, but a long ranking lets the event loop run between queries, so that a signal
 * stops it at once and a progress line can move; `onProgress` hears how many are done.
 */
async function evaluateInterruptibly(manifest, catalog, options = {}) {
    const run = evaluation(manifest, catalog, options);
    const queries = [];
    let last = performance.now();
    for (const b of run.bound) {
        queries.push(run.query(b));
        if (performance.now() - last >= YIELD_EVERY_MS) {
            options.onProgress?.(queries.length, run.bound.length);
            await new Promise((resolve) => setImmediate(resolve));
            last = performance.now();
        }
    }
    return run.finish(queries);
}
/** One evaluation's parts: its bound queries, how one query is ranked, and the summary of all. */
function evaluation(manifest, fullCatalog, options) {
    const split = (0,evaluate_neighbours/* splitNeighbours */.lh)(fullCatalog);
    const judge = options.judge ?? 'with-neighbours';
    // The judged catalog is ranked (with advice) as always; the other one only for its ranks.
    const catalog = split && judge === 'alone' ? split.alone : fullCatalog;
    const otherCatalog = split ? (judge === 'alone' ? fullCatalog : split.alone) : undefined;
    const bound = bindQueries(manifest, fullCatalog);
    /** The whole catalog's, which lint reuses; the catalog alone's, from it where the engine can (the same answers). */
    const cache = options.prepared ?? new Map();
    const aloneCache = new Map();
    /** The engines used, in order of first use (the report lists them so). */
    const used = new Map();
    const preparedFor = (engine, of) => {
        const store = of === fullCatalog ? cache : aloneCache;
        let prepared = store.get(engine.id);
        if (prepared?.catalog !== of) {
            prepared = (0,types/* prepareSubsetOf */.Zd)(engine, of, of === fullCatalog ? undefined : () => preparedFor(engine, fullCatalog));
            store.set(engine.id, prepared);
        }
        return prepared;
    };
    /** Each engine's deferral of the whole catalog under the manifest's setup, worked out once. */
    const deferrals = new Map();
    const deferralFor = (engine) => {
        if (!deferrals.has(engine.id))
            deferrals.set(engine.id, engine.deferral?.(fullCatalog, manifest.deferral ?? {}));
        return deferrals.get(engine.id);
    };
    const upFrontTests = new Map();
    const upFrontFor = (engine) => {
        let test = upFrontTests.get(engine.id);
        if (!test) {
            const upFront = (0,types/* upFrontTest */.hR)(engine, deferralFor(engine));
            upFrontTests.set(engine.id, (test = (ref) => upFront(ref.tool, ref.alwaysLoad)));
        }
        return test;
    };
    const engineFor = (id) => {
        const engine = (0,registry/* resolveEngine */.F0)(id);
        used.set(engine.id, engine);
        return { engine, prepared: preparedFor(engine, catalog) };
    };
    if (bound.length === 0)
        (options.engines ?? manifest.engines).forEach(engineFor);
    const inflector = options.inflector ?? src_wording/* inflector */.b$;
    const serverOf = new Map(fullCatalog.tools.map((t) => [t.id, t.rawServer]));
    /** The query's wordings for each expected tool (its server's name differs), the same under every engine. */
    const wordingOf = (b) => {
        const ask = (0,src_wording/* wordingAsk */.G_)(b.spec, manifest);
        if (!ask || options.wording === false || b.expect.length === 0)
            return undefined;
        const byTool = new Map();
        const synonyms = manifest.wording?.synonyms ?? {};
        return {
            ask,
            wordingsOf: (tool) => {
                let list = byTool.get(tool);
                if (!list)
                    byTool.set(tool, (list = (0,src_wording/* wordingsOf */.DX)(b.spec.query, inflector, { server: serverOf.get(tool), synonyms, ...(options.wordingCap ? { cap: options.wordingCap } : {}) })));
                return list;
            }
        };
    };
    const query = (b) => {
        const configured = (b.spec.engines ?? manifest.engines).map(registry/* resolveEngine */.F0);
        const ids = options.engines ?? b.spec.engines ?? manifest.engines;
        const wording = wordingOf(b);
        const moves = new reordered/* Moves */.h();
        const runs = ids.map((id) => {
            const { engine, prepared: p } = engineFor(id);
            const other = split && otherCatalog ? { prepared: preparedFor(engine, otherCatalog), judge, split } : undefined;
            return { engine, result: runEngine(engine, p, b, (0,per_engine/* forEngine */.w)(manifest.maxResults, engine) ?? engine.defaultMaxResults, options, { loadedUpFront: upFrontFor(engine), moves, ...(other ? { other } : {}), ...(wording ? { wording } : {}) }) };
        });
        checkListingOrders(b, runs, (engine) => ({ prepared: preparedFor(engine, catalog), moves, maxResults: (0,per_engine/* forEngine */.w)(manifest.maxResults, engine) ?? engine.defaultMaxResults, loadedUpFront: upFrontFor(engine) }));
        const statuses = engineStatuses(b.spec, configured, runs, (r) => r.pass);
        const results = runs.map(({ engine, result }, i) => {
            const reason = (0,per_engine/* forEngine */.w)(b.spec.knownFailure, engine);
            return { ...result, ...(reason !== undefined ? { knownFailure: reason } : {}), status: statuses[i] };
        });
        const mark = b.spec.knownFailure;
        return {
            query: b.spec.query,
            line: b.spec.line,
            col: b.spec.col,
            ...(mark !== undefined && 'all' in mark ? { knownFailure: mark.all } : {}),
            status: worstStatus(statuses),
            engines: Object.fromEntries(results.map((r) => [r.engine, r])),
            ...(split ? { neighbours: neighbourStatuses(b.spec, configured, runs) } : {})
        };
    };
    const finish = (queries) => {
        const manifestWarnings = deprecatedExpectations(fullCatalog, bound);
        const count = (s) => queries.filter((q) => q.status === s).length;
        const neighbours = split && {
            ...(options.neighbourSet ? { set: options.neighbourSet } : {}),
            servers: split.servers,
            judge,
            alone: (0,evaluate_neighbours/* passCount */.LG)(queries, 'alone'),
            withNeighbours: (0,evaluate_neighbours/* passCount */.LG)(queries, 'withNeighbours')
        };
        return {
            engines: [...used.values()].map(types/* engineInfoOf */.gy),
            ...(neighbours ? { neighbours } : {}),
            ...deferralsOf([...used.values()], deferralFor),
            servers: fullCatalog.servers,
            toolCount: fullCatalog.tools.length,
            queries,
            summary: {
                queries: queries.length,
                passed: count('pass') + count('fixed'),
                failed: count('fail'),
                knownFailures: count('known-failure'),
                reportOnly: count('report-only'),
                fragile: queries.filter((q) => Object.values(q.engines).some((e) => e.expectations.some((x) => x.fragile && x.kind === 'expect' && x.pass))).length
            },
            ...(manifestWarnings.length ? { manifestWarnings } : {})
        };
    };
    return { bound, query, finish };
}


/***/ }),

/***/ 9259:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LG: () => (/* binding */ passCount),
/* harmony export */   YP: () => (/* binding */ standingOf),
/* harmony export */   lh: () => (/* binding */ splitNeighbours),
/* harmony export */   ru: () => (/* binding */ crowdingOf),
/* harmony export */   tT: () => (/* binding */ dependsOnOrder)
/* harmony export */ });
/** How many neighbour tools a crowded expectation names, and how many words each. */
const CROWDING_TOOLS = 5;
const CROWDING_TERMS = 3;
/** The catalog without its neighbours, or undefined when it has none. Neighbours connect last, so the rest keep their indexes. */
function splitNeighbours(catalog) {
    const servers = catalog.servers.filter((s) => s.source === 'neighbour').map((s) => s.name);
    if (servers.length === 0)
        return undefined;
    const names = new Set(servers);
    const own = catalog.tools.filter((t) => !names.has(t.rawServer));
    return {
        alone: { servers: catalog.servers.filter((s) => s.source !== 'neighbour'), tools: own },
        tools: new Set(catalog.tools.filter((t) => names.has(t.rawServer)).map((t) => t.id)),
        servers
    };
}
function standingOf(e) {
    return { rank: e.rank, score: e.score, pass: e.pass };
}
/** A tool's points per query word, summed over the fields the engine's breakdown lists. */
function termPoints(r) {
    const byTerm = new Map();
    for (const c of r.breakdown)
        byTerm.set(c.term, (byTerm.get(c.term) ?? 0) + c.points);
    return [...byTerm]
        .map(([term, points]) => ({ term, points }))
        .filter((t) => t.points > 0)
        .sort((a, b) => b.points - a.points)
        .slice(0, CROWDING_TERMS);
}
/**
 * The neighbours' tools ranked above the expected tool (or, when it did not score, within the
 * cut), best first, when the neighbours cost it something: it fails with them, or ranks worse
 * than alone. `rankingTo(n)` is the ranking with neighbours, complete down to place n (0: as
 * searched, its kept head).
 */
function crowdingOf(e, alone, mine, rankingTo, neighbourTools) {
    if (e.kind !== 'expect' || e.alwaysLoaded)
        return undefined;
    // A tool that scores nothing even alone is not crowded out: it is not found at all.
    if (alone.rank === null && mine.rank === null)
        return undefined;
    const worse = alone.rank !== null && (mine.rank === null || mine.rank > alone.rank);
    if (mine.pass && !worse)
        return undefined;
    const neighboursIn = (ranked) => ranked.filter((r) => neighbourTools.has(r.tool)).slice(0, CROWDING_TOOLS);
    const head = rankingTo(0);
    let crowd;
    if (mine.rank === null) {
        crowd = neighboursIn(head.ranking.filter((r) => head.results.includes(r.tool)));
    }
    else {
        // The kept head often names enough of them: the rest of the ranking ahead is searched only when it does not.
        const ahead = contiguousHead(head.ranking).filter((r) => r.rank < mine.rank);
        crowd = neighboursIn(ahead);
        if (crowd.length < CROWDING_TOOLS && ahead.length < mine.rank - 1)
            crowd = neighboursIn(rankingTo(mine.rank - 1).ranking.slice(0, mine.rank - 1));
    }
    return crowd.length ? crowd.map((r) => ({ tool: r.tool, rank: r.rank, score: r.score, terms: termPoints(r) })) : undefined;
}
/** The places of a kept ranking that follow each other from #1 (the tools kept past them, by rank, do not). */
function contiguousHead(ranking) {
    const gap = ranking.findIndex((r, i) => r.rank !== i + 1);
    return gap === -1 ? ranking : ranking.slice(0, gap);
}
/**
 * The expected tool makes its place only because it ties with neighbours' tools that the
 * client holds after it: were the neighbours connected first, it would fall behind them and
 * below the place it needs. (Ties keep the client's tool order; not for clients that order
 * ties at random.)
 */
function dependsOnOrder(e, rankingTo, neighbourTools) {
    if (e.kind !== 'expect' || e.alwaysLoaded || e.rank === null || e.rank > e.within || neighbourTools.has(e.tool))
        return false;
    const head = rankingTo(0);
    if (head.randomTies)
        return false;
    const rank = e.rank;
    const tiedBehind = (result) => result.ranking.filter((r) => r.rank > rank && r.score === e.score && neighbourTools.has(r.tool)).length;
    if (rank + tiedBehind(head) > e.within)
        return true;
    // A kept head that ends inside the tie may leave tied neighbours out: count them in the whole ranking.
    const last = contiguousHead(head.ranking).at(-1);
    return last?.score === e.score && rank + tiedBehind(rankingTo(Infinity)) > e.within;
}
/** Queries that pass, of those with expectations that are not known failures, under one view's statuses. */
function passCount(queries, view) {
    const statuses = queries.map((q) => q.neighbours?.[view] ?? q.status);
    const judged = statuses.filter((s) => s === 'pass' || s === 'fail' || s === 'fixed');
    return { passed: judged.filter((s) => s !== 'fail').length, judged: judged.length };
}


/***/ }),

/***/ 1923:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ resolveToolRef),
/* harmony export */   r: () => (/* binding */ UnresolvedToolsError)
/* harmony export */ });
/* harmony import */ var _catalog_sanitize_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2252);
/* harmony import */ var _util_suggest_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7406);
/* harmony import */ var _manifest_errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1738);



function nameForms(name, raw) {
    return [raw, name, (0,_catalog_sanitize_js__WEBPACK_IMPORTED_MODULE_2__/* .normalizeNamePart */ ._p)(name)];
}
/** Why `ref` names several tools, and what to change: the manifest, or the server. */
function ambiguity(ref, tools) {
    const listed = tools.map((t) => `\`${t.rawServer}/${t.rawName}\``).join(', ');
    const servers = new Set(tools.map((t) => t.rawServer));
    if (servers.size === 1) {
        // No reference can tell them apart: the server lists one name (or names that clients make one) twice.
        return `\`${ref}\` names ${tools.length} tools of server \`${[...servers][0]}\` (${listed}): a client keeps only one of them; rename the others in the server`;
    }
    const qualified = ref.startsWith('mcp__') || ref.includes('/');
    return `\`${ref}\` is ambiguous: ${listed}; ${qualified ? 'write it as one of these exactly' : 'qualify it as server/tool'}`;
}
const indexes = new WeakMap();
function add(map, key, tool) {
    const list = map.get(key);
    if (!list)
        map.set(key, [tool]);
    else if (list[list.length - 1] !== tool)
        list.push(tool);
}
/** Tools by the keys a reference names them by, built once per catalog: a manifest has many references. */
function refIndex(tools) {
    let index = indexes.get(tools);
    if (!index) {
        index = { byId: new Map(), byLowerId: new Map(), byName: new Map() };
        for (const t of tools) {
            add(index.byId, t.id, t);
            add(index.byLowerId, t.id.toLowerCase(), t);
            for (const form of nameForms(t.name, t.rawName))
                add(index.byName, form, t);
        }
        indexes.set(tools, index);
    }
    return index;
}
/**
 * A manifest tool reference: `tool`, `server/tool` or `mcp__server__tool`. A bare name that
 * more than one server lists is ambiguous; the message lists the qualified forms.
 */
function resolveToolRef(ref, catalog) {
    const tools = catalog.tools;
    const index = refIndex(tools);
    let matches;
    if (ref.startsWith('mcp__')) {
        matches = index.byId.get(ref) ?? index.byLowerId.get(ref.toLowerCase()) ?? [];
    }
    else if (ref.includes('/')) {
        const slash = ref.indexOf('/');
        const server = ref.slice(0, slash);
        const tool = ref.slice(slash + 1);
        matches = (index.byName.get(tool) ?? []).filter((t) => nameForms(t.server, t.rawServer).includes(server));
    }
    else {
        matches = index.byName.get(ref) ?? [];
    }
    let unique = [...new Set(matches)];
    // A name that a bundled neighbour lists too means the user's own tool.
    if (unique.length > 1) {
        const neighbours = new Set(catalog.servers.filter((s) => s.source === 'neighbour').map((s) => s.name));
        const own = unique.filter((t) => !neighbours.has(t.rawServer));
        if (own.length === 1)
            unique = own;
    }
    if (unique.length === 1)
        return { tool: unique[0] };
    if (unique.length > 1)
        return { error: ambiguity(ref, unique), ambiguous: unique };
    const candidates = ref.startsWith('mcp__') ? tools.map((t) => t.id) : ref.includes('/') ? tools.map((t) => `${t.rawServer}/${t.rawName}`) : tools.map((t) => t.rawName);
    const hint = (0,_util_suggest_js__WEBPACK_IMPORTED_MODULE_0__.nearest)(ref, candidates);
    const servers = catalog.servers.map((s) => `\`${s.name}\``).join(', ');
    return { error: `no server lists a tool \`${ref}\`${hint ? `, did you mean \`${hint}\`?` : ` (servers: ${servers})`}` };
}
/** Manifest references that named no tool, with the catalog they were resolved against (a base diff can say which were renamed). */
class UnresolvedToolsError extends _manifest_errors_js__WEBPACK_IMPORTED_MODULE_1__/* .ManifestError */ .Sh {
    unresolved;
    catalog;
    constructor(issues, 
    /** Each reference that named no tool, by the index of its issue. */
    unresolved, catalog) {
        super(issues);
        this.unresolved = unresolved;
        this.catalog = catalog;
    }
}


/***/ }),

/***/ 4850:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ neighbourCopies),
/* harmony export */   O: () => (/* binding */ withoutCopies)
/* harmony export */ });
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _util_group_by_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3405);
/* harmony import */ var _util_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3785);



const memos = new WeakMap();
/** Same name, description and input schema (keys in any order; the same text is the common case, and cheaper to compare). */
function identical(a, b) {
    if (a.rawName !== b.rawName || !(0,node_util__WEBPACK_IMPORTED_MODULE_0__.isDeepStrictEqual)(a.rawDescription, b.rawDescription))
        return false;
    return JSON.stringify(a.inputSchema) === JSON.stringify(b.inputSchema) || (0,node_util__WEBPACK_IMPORTED_MODULE_0__.isDeepStrictEqual)(a.inputSchema, b.inputSchema);
}
/** The user's servers that repeat a bundled neighbour, and the neighbours' copied tools; once per lint run. */
function neighbourCopies(ctx) {
    let memo = memos.get(ctx);
    if (memo)
        return memo;
    const neighbours = new Set(ctx.catalog.servers.filter((s) => s.source === 'neighbour' && !(0,_util_js__WEBPACK_IMPORTED_MODULE_1__/* .isTarget */ .Ex)(ctx, s.name)).map((s) => s.name));
    const pairs = [];
    const ids = new Set();
    if (neighbours.size > 0) {
        const byServer = (0,_util_group_by_js__WEBPACK_IMPORTED_MODULE_2__/* .groupBy */ .$)(ctx.catalog.tools, (t) => t.rawServer);
        for (const server of ctx.catalog.servers) {
            if (neighbours.has(server.name) || !(0,_util_js__WEBPACK_IMPORTED_MODULE_1__/* .isTarget */ .Ex)(ctx, server.name))
                continue;
            const mine = (0,_util_group_by_js__WEBPACK_IMPORTED_MODULE_2__/* .groupBy */ .$)(byServer.get(server.name) ?? [], (t) => t.rawName);
            for (const neighbour of neighbours) {
                const theirs = byServer.get(neighbour) ?? [];
                const copied = theirs.filter((t) => mine.get(t.rawName)?.some((m) => identical(m, t)));
                if (copied.length * 2 <= theirs.length)
                    continue;
                pairs.push({ server: server.name, neighbour, copies: copied.length, neighbourTools: theirs.length });
                for (const t of copied)
                    ids.add(t.id);
            }
        }
    }
    memo = { pairs, ids };
    memos.set(ctx, memo);
    return memo;
}
const views = new WeakMap();
/**
 * The context the rules that compare a tool with the tools around it judge: the catalog
 * without the neighbours' copied tools (`ids`), as if the duplicated neighbours listed only
 * the tools that differ from yours. The same context when nothing is copied. Neighbours
 * connect after the user's servers, so every other tool keeps its place (`index`).
 */
function withoutCopies(ctx) {
    const { ids } = neighbourCopies(ctx);
    if (ids.size === 0)
        return ctx;
    let view = views.get(ctx);
    if (!view) {
        const tools = ctx.catalog.tools.filter((t) => !ids.has(t.id));
        const counts = (0,_util_group_by_js__WEBPACK_IMPORTED_MODULE_2__/* .groupBy */ .$)(tools, (t) => t.rawServer);
        const servers = ctx.catalog.servers.filter((s) => counts.has(s.name)).map((s) => ({ ...s, toolCount: counts.get(s.name).length }));
        view = (0,_util_js__WEBPACK_IMPORTED_MODULE_1__/* .subsetContext */ .OX)(ctx, { servers, tools });
        views.set(ctx, view);
    }
    return view;
}


/***/ }),

/***/ 249:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  y0: () => (/* binding */ RULES),
  Il: () => (/* binding */ findRule)
});

// UNUSED EXPORTS: ruleIds

// EXTERNAL MODULE: ./src/lint/util.ts
var util = __webpack_require__(3785);
;// CONCATENATED MODULE: ./src/lint/rules/ai-sdk-name-collision.ts

const aiSdkNameCollision = {
    id: 'ai-sdk-name-collision',
    defaultSeverity: 'warning',
    summary: 'Another server has a tool with the same bare name; an AI SDK app keeps only one of them.',
    doc: 'The Vercel AI SDK gives MCP tools to the model under their own names, without a server prefix, and an app holds its tools ' +
        'in one object keyed by name: when two servers both have `search`, one of the two is gone, and `toolSearch()` can return ' +
        'only one of them for any query. Checked only when `ai-sdk` is among the manifest\'s engines. Give your tools names that ' +
        'say what they act on (`search_issues` rather than `search`).',
    withoutNeighbourCopies: true,
    check(ctx, report) {
        const engine = ctx.engines.find((e) => e.nameCollisions);
        if (!engine?.nameCollisions)
            return;
        for (const [name, tools] of engine.nameCollisions(ctx.catalog)) {
            const servers = [...new Set(tools.map((t) => t.rawServer))];
            if (servers.length < 2)
                continue;
            for (const server of servers.filter((s) => (0,util/* isTarget */.Ex)(ctx, s))) {
                const mine = tools.find((t) => t.rawServer === server);
                const others = servers.filter((s) => s !== server);
                report({
                    tool: mine,
                    tools: tools.map((t) => t.id),
                    message: `\`${name}\` is also a tool of ${others.map((s) => `\`${s}\``).join(', ')}: an AI SDK app keeps one tool per name, so a search returns only one of them. Rename yours to say what it acts on.`
                });
            }
        }
    }
};

// EXTERNAL MODULE: ./src/catalog/build.ts
var build = __webpack_require__(1515);
;// CONCATENATED MODULE: ./src/lint/rules/always-load-not-boolean.ts


const alwaysLoadNotBoolean = {
    id: 'always-load-not-boolean',
    defaultSeverity: 'error',
    summary: '`_meta["anthropic/alwaysLoad"]` is not a JSON boolean.',
    doc: 'Claude Code loads a tool up front, outside tool search and its size test, only when `_meta["anthropic/alwaysLoad"]` is the ' +
        'JSON boolean `true`. The string `"true"`, `1` or `"yes"` is ignored: the tool is deferred like every other MCP tool. ' +
        'Write `true` (or `false`).',
    check(ctx, report) {
        for (const tool of (0,util/* targetTools */.$g)(ctx)) {
            if (!tool.meta || !Object.hasOwn(tool.meta, build/* ALWAYS_LOAD_KEY */.nV))
                continue;
            const value = tool.meta[build/* ALWAYS_LOAD_KEY */.nV];
            if (typeof value === 'boolean')
                continue;
            report({ tool, message: `\`_meta["${build/* ALWAYS_LOAD_KEY */.nV}"]\` is ${JSON.stringify(value) ?? String(value)}, not a boolean: Claude Code ignores it and defers the tool. Write \`true\` to load it up front.` });
        }
    }
};

;// CONCATENATED MODULE: ./src/lint/rules/always-load-overridden.ts


const alwaysLoadOverridden = {
    id: 'always-load-overridden',
    defaultSeverity: 'warning',
    summary: 'A tool\'s `anthropic/alwaysLoad` that the server\'s own setting in the user\'s configuration overrides.',
    doc: 'Claude Code combines a tool\'s `_meta["anthropic/alwaysLoad"]` with the server\'s `alwaysLoad` in the user\'s MCP ' +
        'configuration. A server set to `false` defers every tool, even one marked `true`; a server set to `true` in the user, ' +
        'project or local configuration loads every tool, and a tool\'s `false` counts only for servers from `--mcp-config`, ' +
        'plugins or the Agent SDK. With the manifest\'s `deferral.claude-code.always_load` (and `scope`) stating your users\' ' +
        'setup, this rule names the tools whose own setting has no effect there.',
    check(ctx, report) {
        const engine = ctx.engines.find((e) => e.loadsAlwaysLoad && e.deferral);
        const servers = ctx.deferral?.['claude-code']?.alwaysLoad;
        if (!engine || !servers)
            return;
        const placements = new Map(engine.deferral(ctx.catalog, ctx.deferral ?? {}).tools.map((t) => [t.tool, t]));
        for (const tool of (0,util/* targetTools */.$g)(ctx)) {
            const own = tool.meta?.[build/* ALWAYS_LOAD_KEY */.nV];
            const server = servers[tool.rawServer];
            if (typeof own !== 'boolean' || server === undefined)
                continue;
            const upFront = placements.get(tool.id)?.why === 'always-load';
            if (own === upFront)
                continue;
            const where = `\`always_load: ${server}\` for \`${tool.rawServer}\` in the manifest's \`deferral.claude-code\``;
            report({
                tool,
                message: own
                    ? `marks itself \`alwaysLoad: true\`, but the server's \`alwaysLoad: false\` (${where}) defers it all the same.`
                    : `marks itself \`alwaysLoad: false\`, but the server's \`alwaysLoad: true\` (${where}) loads it up front: a tool's \`false\` counts only for servers from \`--mcp-config\`, plugins or the Agent SDK (\`scope: dynamic\`).`
            });
        }
    }
};

// EXTERNAL MODULE: ./src/util/words.ts
var util_words = __webpack_require__(333);
;// CONCATENATED MODULE: ./src/lint/rules/search-hint-guidance.ts



/** Claude Code's own guidance for a search hint. */
const MIN_WORDS = 3;
const MAX_WORDS = 10;
const searchHintGuidance = {
    id: 'search-hint-guidance',
    defaultSeverity: 'warning',
    summary: '`_meta["anthropic/searchHint"]` is not a string, or outside Claude Code\'s guidance for hints.',
    doc: 'Claude Code scores `_meta["anthropic/searchHint"]` as extra words for its tool search (it never changes whether a tool is ' +
        'deferred). It reads only a string, and its own guidance for hints is 3 to 10 words, no trailing period, and words that ' +
        'add to the tool\'s name rather than repeat it: a name word in the hint earns nothing the name does not already earn.',
    check(ctx, report) {
        for (const tool of (0,util/* targetTools */.$g)(ctx)) {
            if (!tool.meta || !Object.hasOwn(tool.meta, build/* SEARCH_HINT_KEY */.Zx))
                continue;
            const hint = tool.meta[build/* SEARCH_HINT_KEY */.Zx];
            if (typeof hint !== 'string') {
                report({ tool, message: `\`_meta["${build/* SEARCH_HINT_KEY */.Zx}"]\` is ${JSON.stringify(hint) ?? String(hint)}, not a string: Claude Code ignores it.` });
                continue;
            }
            const words = hint.trim().split(/\s+/).filter(Boolean);
            const problems = [];
            if (words.length < MIN_WORDS || words.length > MAX_WORDS)
                problems.push(`${words.length} word${words.length === 1 ? '' : 's'} (Claude Code's guidance: ${MIN_WORDS}–${MAX_WORDS})`);
            if (/\.\s*$/.test(hint))
                problems.push('a trailing period');
            const own = new Set((0,util_words/* nameWords */.Lo)(tool.name).map((w) => w.toLowerCase()));
            const repeated = [...new Set(words.map((w) => w.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '')).filter((w) => own.has(w)))];
            if (repeated.length)
                problems.push(`the name's own word${repeated.length === 1 ? '' : 's'} ${repeated.map((w) => `"${w}"`).join(', ')}`);
            if (problems.length)
                report({ tool, message: `search hint "${(0,util/* clip */.$Q)(hint, 80)}" has ${problems.join(', ')}: give 3–10 words a user would search for that the name does not say.` });
        }
    }
};

;// CONCATENATED MODULE: ./src/lint/rules/unread-deferral-key.ts


const LOAD_UP_FRONT = `\`_meta["${build/* ALWAYS_LOAD_KEY */.nV}"]: true\` keeps a tool out of Claude Code's tool search`;
const DEFER = 'no server key defers a tool: Claude Code and Codex defer every MCP tool by default, and an AI SDK app defers what it registers with `deferLoading: true`';
/** Spellings of the deferral controls, lower-cased without `_` and `-`, and what works instead. */
const LOOKALIKES = [
    [/^(anthropic\/)?deferloading$/, `${DEFER}; ${LOAD_UP_FRONT}`],
    [/^(anthropic\/)?alwaysload$/, LOAD_UP_FRONT],
    [/^(anthropic\/)?searchhint$/, `\`_meta["${build/* SEARCH_HINT_KEY */.Zx}"]\` (a string of 3–10 words) adds words to Claude Code's search`]
];
function lookalike(key) {
    const norm = key.toLowerCase().replace(/[_-]/g, '');
    return LOOKALIKES.find(([pattern]) => pattern.test(norm))?.[1];
}
/** Keys of the tool, and of its `_meta`, that look like a deferral control but are not the one a client reads. */
function unreadKeys(tool) {
    const top = (tool.extraKeys ?? []).flatMap((key) => {
        const works = lookalike(key);
        return works ? [{ where: `the top-level key \`${key}\``, works }] : [];
    });
    const meta = Object.keys(tool.meta ?? {}).flatMap((key) => {
        const works = key === build/* ALWAYS_LOAD_KEY */.nV || key === build/* SEARCH_HINT_KEY */.Zx ? undefined : lookalike(key);
        return works ? [{ where: `\`_meta["${key}"]\``, works }] : [];
    });
    return [...top, ...meta];
}
const unreadDeferralKey = {
    id: 'unread-deferral-key',
    defaultSeverity: 'warning',
    summary: 'A key presented as a deferral control that no client reads.',
    doc: 'Servers ship keys such as a top-level `defer_loading`, or `deferLoading` and `alwaysLoad` in `_meta`, meant to steer ' +
        'deferred tool search. No client reads them: Claude Code reads only `_meta["anthropic/alwaysLoad"]` (load up front) and ' +
        '`_meta["anthropic/searchHint"]` (search words), Codex only its own configuration, and the AI SDK only what the app ' +
        'passes. Each finding names the key that works.',
    check(ctx, report) {
        for (const tool of (0,util/* targetTools */.$g)(ctx)) {
            for (const { where, works } of unreadKeys(tool))
                report({ tool, message: `${where} is read by no client: ${works}.` });
        }
    }
};

;// CONCATENATED MODULE: ./src/lint/rules/contradictory-annotations.ts

const contradictoryAnnotations = {
    id: 'contradictory-annotations',
    defaultSeverity: 'warning',
    summary: 'readOnlyHint is true and destructiveHint is true.',
    doc: 'A tool that only reads cannot destroy anything: the MCP specification gives `destructiveHint` a meaning only when ' +
        '`readOnlyHint` is false. Clients act on both: Claude Code treats a read-only tool as safe to run in parallel with other ' +
        'safe tools and uses `destructiveHint` for how it asks permission, so a tool marked both gets contradictory treatment, ' +
        'and a tool that really deletes may run alongside others as if it only read. Set one: `readOnlyHint: true` alone, or ' +
        '`readOnlyHint: false, destructiveHint: true`.',
    check(ctx, report) {
        for (const tool of (0,util/* targetTools */.$g)(ctx)) {
            const a = tool.annotations;
            if (a?.readOnlyHint === true && a.destructiveHint === true) {
                report({ tool, message: 'annotations say both `readOnlyHint: true` and `destructiveHint: true`; a read-only tool destroys nothing. Keep the one that is true.' });
            }
        }
    }
};

// EXTERNAL MODULE: ./src/util/plural.ts
var plural = __webpack_require__(1976);
;// CONCATENATED MODULE: ./src/lint/rules/description-cut.ts



const descriptionCut = {
    id: 'description-cut',
    defaultSeverity: 'warning',
    summary: 'The description is longer than the part Claude Code scores.',
    doc: 'Claude Code cuts every description before its tool search scores it (to 2,048 characters from 2.1.84, to 4,096 from ' +
        '2.1.296; 2.0 does not cut); words after the cut never match. A long description usually ends with examples or parameter ' +
        'notes, but if a word your users search with appears only there, the tool is invisible to that search. Keep descriptions ' +
        'short, put the words that identify the tool first, and move parameter documentation into the input schema. Checked ' +
        'against the shortest cut of the manifest\'s engines; silent when none of them cuts.',
    check(ctx, report) {
        // The shortest cut of the manifest's engines loses the most words.
        const cutting = ctx.engines.filter((e) => e.descriptionCut).sort((a, b) => a.descriptionCut.length - b.descriptionCut.length);
        if (cutting.length === 0)
            return;
        const cut = cutting[0].descriptionCut;
        const by = cutting.filter((e) => e.descriptionCut.length === cut.length).map((e) => e.id);
        const terms = [...new Set(ctx.queries.flatMap((q) => (0,util_words/* queryTerms */.C5)(q.query)))].filter((t) => t.length > 1);
        for (const tool of (0,util/* targetTools */.$g)(ctx)) {
            if (tool.description.length <= cut.length)
                continue;
            const lower = tool.description.toLowerCase();
            const kept = tool.description.slice(0, cut.length).toLowerCase();
            const own = new Set(ctx.queries.filter((q) => q.expect.includes(tool.id)).flatMap((q) => (0,util_words/* queryTerms */.C5)(q.query)));
            // A word counts after the cut when the client matches it in the whole description but not before the cut.
            const lost = terms.filter((t) => cut.matches(lower, t) && !cut.matches(kept, t));
            lost.sort((a, b) => Number(own.has(b)) - Number(own.has(a)));
            const size = (0,plural/* formatCount */.B)(tool.description.length);
            const tail = lost.length
                ? ` Words of your queries that appear only after the cut: ${(0,util/* listSome */.XT)(lost.map((t) => `"${t}"${own.has(t) ? ' (a query expects this tool)' : ''}`), 6)}. Move them to the start.`
                : ' Words after the cut never match a search; put the words that identify the tool first.';
            report({ tool, message: `description is ${size} characters; ${by.join(', ')} ${by.length === 1 ? 'scores' : 'score'} only the first ${(0,plural/* formatCount */.B)(cut.length)}.${tail}` });
        }
    }
};

// EXTERNAL MODULE: ./src/engines/types.ts
var types = __webpack_require__(2802);
// EXTERNAL MODULE: ./src/evaluate/deprecation.ts
var deprecation = __webpack_require__(8541);
;// CONCATENATED MODULE: ./src/lint/rules/deprecated-outranks-replacement.ts



/**
 * Where the deprecated tool and its replacement rank for a query when the deprecated one is
 * ahead and the engine does not say that only its order of promoted tools puts it there while
 * the replacement is within the cut (Codex lists promoted tools by name: no description changes
 * that); null otherwise, or when the client rejects the query.
 */
function aheadOf(ctx, engine, query, tool, replacement) {
    const cut = (0,util/* cutFor */.iN)(ctx, engine);
    try {
        const result = engine.search((0,util/* preparedFor */.ZB)(ctx, engine), query, { maxResults: cut, keep: { top: cut, tools: [tool.id, replacement.id] } });
        const [mine, theirs] = [tool, replacement].map((t) => result.ranking.find((r) => r.tool === t.id)?.rank ?? null);
        if (mine === null || (theirs !== null && theirs < mine))
            return null;
        if (theirs !== null && result.results.includes(replacement.id) && engine.explainOrder((0,util/* preparedFor */.ZB)(ctx, engine), result, tool.id, replacement.id).fact.kind === 'promoted-order')
            return null;
        return { mine, theirs };
    }
    catch (err) {
        if (err instanceof types/* EngineQueryError */.NW)
            return null;
        throw err;
    }
}
/** At most four cases, `; `-separated (each lists engines with commas), then how many more. */
function caseList(cases) {
    return cases.slice(0, 4).join('; ') + (cases.length > 4 ? `; and ${cases.length - 4} more` : '');
}
const deprecatedOutranksReplacement = {
    id: 'deprecated-outranks-replacement',
    defaultSeverity: 'warning',
    summary: 'A deprecated tool ranks above the tool it names as its replacement, for that tool\'s own queries.',
    doc: 'A tool whose description starts with "deprecated" (or says DEPRECATED, or whose annotations or _meta mark it deprecated) ' +
        'and names another tool of its server as the one to use. Searched with the replacement\'s own words and with the manifest\'s ' +
        'queries that expect either tool, it still ranks first: a model that searches for the new tool is shown the old one ' +
        'ahead of it, and calls it. Checked under every engine of the manifest, also for the queries that still expect the deprecated tool; the finding ' +
        'points at the first of the manifest\'s queries it concerns. Keep the deprecated tool\'s description to the pointer ("Deprecated: use read_text_file"), ' +
        'without the words of the replacement\'s queries, or remove the tool once clients have moved.',
    check(ctx, report) {
        for (const tool of (0,util/* targetTools */.$g)(ctx)) {
            const how = (0,deprecation/* deprecationOf */.c5)(tool);
            if (!how)
                continue;
            /** One case per query and the two ranks: the engines where it holds. */
            const cases = new Map();
            const replacements = [];
            let at;
            // The manifest queries it concerns: those expecting the replacement or the deprecated tool.
            const named = (0,deprecation/* replacementsOf */.P1)(tool, ctx.catalog);
            const concerned = ctx.queries.filter((q) => q.expect.includes(tool.id) || named.some((r) => q.expect.includes(r.id)));
            for (const replacement of named) {
                const queries = [(0,util/* ownNameQueryOf */.ho)(ctx, replacement), ...concerned.map((q) => q.query)];
                const seen = new Set();
                for (const query of queries) {
                    for (const engine of ctx.engines) {
                        const key = `${engine.id}\u0000${query}`;
                        if (!query || seen.has(key) || (engine.loadsAlwaysLoad && replacement.alwaysLoad))
                            continue;
                        seen.add(key);
                        const ranks = aheadOf(ctx, engine, query, tool, replacement);
                        if (!ranks)
                            continue;
                        const { mine, theirs } = ranks;
                        const text = `"${query}" ranks it #${mine} and ${replacement.rawName} ${theirs === null ? 'not at all' : `#${theirs}`}`;
                        cases.set(text, [...(cases.get(text) ?? []), engine.id]);
                        if (!replacements.includes(replacement))
                            replacements.push(replacement);
                        const line = concerned.find((q) => q.query === query);
                        if (line && !at)
                            at = { line: line.line, col: line.col };
                    }
                }
            }
            if (cases.size === 0)
                continue;
            report({
                tool,
                ...(at ? { at } : {}),
                tools: [tool.id, ...replacements.map((r) => r.id)],
                message: `deprecated (${how}), yet it ranks above ${(0,util/* listSome */.XT)(replacements.map(util/* label */.Pf), 3)}, the tool it names, for the queries of either tool: ` +
                    `${caseList([...cases].map(([text, engines]) => `${text} under ${engines.join(', ')}`))}. A model searching for the new tool is shown this one first. Keep its description to the pointer, without the new tool's words, or remove it.`
            });
        }
    }
};

;// CONCATENATED MODULE: ./src/lint/rules/description-missing.ts


const descriptionMissing = {
    id: 'description-missing',
    defaultSeverity: 'warning',
    summary: 'The tool has no description, or an empty one.',
    doc: 'Deferred tool search matches query words against the tool name and the description. Without a description only the ' +
        'words of the name can find the tool: a model that asks for "send a message" never finds `post` even if that is what it ' +
        'does. Write one sentence that starts with what the tool does, in the words a user would use.',
    check(ctx, report) {
        for (const tool of (0,util/* targetTools */.$g)(ctx)) {
            const raw = tool.rawDescription;
            const empty = typeof raw !== 'string' || tool.description.trim() === '';
            if (!empty)
                continue;
            const words = (0,util_words/* nameWords */.Lo)(tool.name);
            const what = raw === undefined ? 'has no description' : typeof raw === 'string' ? 'has an empty description' : `has a description that is not a string (${raw === null ? 'null' : typeof raw})`;
            report({
                tool,
                message: `${what}: only the words of its name (${words.map((w) => `"${w}"`).join(', ') || 'none'}) can find it. Start a description with what it does.`
            });
        }
    }
};

// EXTERNAL MODULE: ./src/util/group-by.ts
var group_by = __webpack_require__(3405);
;// CONCATENATED MODULE: ./src/lint/rules/duplicate-name.ts


const duplicateName = {
    id: 'duplicate-name',
    defaultSeverity: 'error',
    summary: 'Two tools of one server have the same name, or names that the client maps to the same name.',
    doc: 'Within one server a tool name must be unique. Clients key tools by name, so a second tool with the same name (or with a ' +
        'name that differs only in characters the client replaces, like `get.user` and `get_user`, which Claude Code both calls ' +
        '`mcp__server__get_user`) replaces the first or is dropped: one of the two can never be found or called.',
    check(ctx, report) {
        for (const tools of (0,util/* toolsByServer */.iZ)(ctx).values()) {
            for (const [id, same] of (0,group_by/* groupBy */.$)(tools, (t) => t.id)) {
                if (same.length < 2)
                    continue;
                const raws = [...new Set(same.map((t) => String(t.rawName)))];
                const how = raws.length === 1 ? `${same.length} tools are named \`${raws[0]}\`` : `${raws.map((r) => `\`${r}\``).join(' and ')} all become \`${id}\``;
                report({ tool: same[1], tools: [id], message: `${how}: a client keeps one of them, so the other cannot be found. Give each a distinct name.` });
            }
        }
    }
};

// EXTERNAL MODULE: ./src/catalog/sanitize.ts
var sanitize = __webpack_require__(2252);
;// CONCATENATED MODULE: ./src/lint/docstring.ts
/**
 * Docstring sections in a tool description: servers that build descriptions from a function's
 * docstring (Python's FastMCP does) list its parameters and return value in prose. Such lines
 * say what belongs in the input schema's property descriptions, which no client's tool search
 * reads; in the description their words match queries meant for other tools.
 */
/** A section header line: `Args:`, `Parameters:`, `Parameters explained:`, `Returns: the text`, … */
const HEADER_RE = /^[ \t]*(Args|Arguments|Parameters|Params|Keyword Args|Returns|Return|Raises|Yields|Throws)\b[^\n:]{0,20}:/gm;
/** A numpydoc header: the word on its own line, underlined with dashes. */
const NUMPY_RE = /^[ \t]*(Parameters|Returns|Raises|Yields)[ \t]*\r?\n[ \t]*-{3,}[ \t]*$/gm;
/** A `- name:` (or `- name (type):`) line. */
const ITEM_RE = /^[ \t]*[-*][ \t]+`?([A-Za-z_][A-Za-z0-9_]*)`?[ \t]*(\([^)\n]*\))?[ \t]*:/gm;
/** The top-level property names of a tool's input schema. */
function propertyNames(schema) {
    const props = schema?.properties;
    return new Set(props && typeof props === 'object' && !Array.isArray(props) ? Object.keys(props) : []);
}
/** Where a block ends: the next blank line, or the end of the text. */
const BLANK_LINE_RE = /\n[ \t]*\r?\n/g;
function blockEnd(text, from) {
    BLANK_LINE_RE.lastIndex = from;
    const m = BLANK_LINE_RE.exec(text);
    return m ? m.index : text.length;
}
/**
 * The docstring sections of a description: each block from a section header, or from a
 * `- name:` line naming a property of the input schema, to the next blank line. Undefined when
 * it has none.
 */
function docstringSections(text, inputSchema) {
    const properties = propertyNames(inputSchema);
    const found = [];
    for (const m of text.matchAll(HEADER_RE))
        found.push({ at: m.index, header: `${m[1]}:` });
    for (const m of text.matchAll(NUMPY_RE))
        found.push({ at: m.index, header: `${m[1]}:` });
    for (const m of text.matchAll(ITEM_RE))
        if (properties.has(m[1]))
            found.push({ at: m.index, header: '- name:' });
    if (found.length === 0)
        return undefined;
    found.sort((a, b) => a.at - b.at);
    const blocks = [];
    for (const { at } of found) {
        const last = blocks[blocks.length - 1];
        if (last && at <= last[1])
            continue;
        // A header just before a block of `- name:` lines (with no blank line between) is one block with them.
        blocks.push([text.lastIndexOf('\n', at) + 1, blockEnd(text, at)]);
    }
    return { blocks, headers: [...new Set(found.map((f) => f.header))] };
}
/** The description without its docstring sections: the prose a tool search should read. */
function proseOf(text, inputSchema) {
    const sections = docstringSections(text, inputSchema);
    if (!sections)
        return text;
    let out = '';
    let from = 0;
    for (const [start, end] of sections.blocks) {
        out += text.slice(from, start);
        from = end;
    }
    return (out + text.slice(from)).replace(/\n[ \t]*\n([ \t]*\n)+/g, '\n\n').trim();
}

;// CONCATENATED MODULE: ./src/lint/rules/docstring-sections.ts




/** The catalog with the docstring sections of `tools` taken out of their descriptions (raw and sanitised alike). */
function withoutSections(catalog, tools) {
    return {
        servers: catalog.servers,
        tools: catalog.tools.map((t) => {
            if (!tools.has(t))
                return t;
            const raw = typeof t.rawDescription === 'string' ? { rawDescription: proseOf(t.rawDescription, t.inputSchema) } : {};
            return { ...t, description: proseOf(t.description, t.inputSchema), ...raw };
        })
    };
}
/** Ranks of some tools for a query (catalog id -> rank; absent: does not score), or null when the client rejects the query. */
function ranksIn(engine, prepared, query, tools, cut) {
    try {
        const result = engine.search(prepared, query, { maxResults: cut, keep: { top: cut, tools } });
        return new Map(result.ranking.filter((r) => tools.includes(r.tool)).map((r) => [r.tool, r.rank]));
    }
    catch (err) {
        if (err instanceof types/* EngineQueryError */.NW)
            return null;
        throw err;
    }
}
const at = (rank) => (rank === null ? 'unranked' : `#${rank}`);
const docstringSectionsRule = {
    id: 'docstring-sections',
    defaultSeverity: 'warning',
    summary: 'The description carries docstring sections (Args:, Returns:, `- name:` lines) that belong in the input schema.',
    doc: 'Servers that build descriptions from docstrings (FastMCP and the like) copy `Args:`, `Parameters:`, `Returns:` and ' +
        '`Raises:` sections, or `- name: …` lines for each parameter, into the description. Tool search reads every word of it: the ' +
        'parameter prose matches queries meant for other tools, and under Claude Code 2.1 it can push the words that say what the ' +
        'tool does past the 4,096 characters that are scored. Move each parameter\'s text into its property description in ' +
        '`inputSchema`, which no client\'s tool search reads (the model still sees it once the tool is loaded), and the return ' +
        'value into the first sentence if it matters. The finding re-ranks the manifest\'s queries for the tool, and its own-name ' +
        'query, with the sections moved, under every engine of the manifest, and says what moves.',
    check(ctx, report) {
        const found = (0,util/* targetTools */.$g)(ctx).flatMap((tool) => {
            const sections = docstringSections(tool.description, tool.inputSchema);
            return sections ? [{ tool, sections }] : [];
        });
        if (found.length === 0)
            return;
        // Every section moved at once: one catalog to prepare per engine, each query searched once on either side.
        const moved = withoutSections(ctx.catalog, new Set(found.map((f) => f.tool)));
        const holders = found.map((f) => f.tool.id);
        const searches = ctx.engines.map((engine) => {
            const cut = (0,util/* cutFor */.iN)(ctx, engine);
            const movedPrepared = engine.prepare(moved);
            const queries = [...new Set([...found.map((f) => (0,util/* ownNameQueryOf */.ho)(ctx, f.tool)), ...ctx.queries.map((q) => q.query)])].filter(Boolean);
            const ranked = new Map(queries.map((query) => {
                const expected = ctx.queries.filter((q) => q.query === query).flatMap((q) => q.expect);
                const tools = [...new Set([...holders, ...expected])];
                return [query, { before: ranksIn(engine, (0,util/* preparedFor */.ZB)(ctx, engine), query, tools, cut), after: ranksIn(engine, movedPrepared, query, tools, cut) }];
            }));
            return { engine, ranked };
        });
        for (const { tool, sections } of found) {
            // What concerns this tool: its own name's words, the queries that expect it, and the
            // expected tools it ranked ahead of.
            const changes = [];
            const queriesOf = new Set([(0,util/* ownNameQueryOf */.ho)(ctx, tool), ...ctx.queries.filter((q) => q.expect.includes(tool.id)).map((q) => q.query)].filter(Boolean));
            for (const { engine, ranked } of searches) {
                for (const [query, { before, after }] of ranked) {
                    if (!before || !after)
                        continue;
                    const mine = before.get(tool.id);
                    const subjects = queriesOf.has(query) ? [tool.id] : [];
                    for (const q of ctx.queries.filter((x) => x.query === query)) {
                        for (const id of q.expect)
                            if (id !== tool.id && mine !== undefined && (before.get(id) ?? Infinity) > mine)
                                subjects.push(id);
                    }
                    for (const id of new Set(subjects)) {
                        const [b, a] = [before.get(id) ?? null, after.get(id) ?? null];
                        if (b !== a)
                            changes.push(`"${query}" ${id === tool.id ? '' : `${(0,sanitize/* shortToolName */.Ow)(id)} `}${at(b)} → ${at(a)} under ${engine.id}`);
                    }
                }
            }
            const queries = [...queriesOf];
            const verified = changes.length
                ? ` Re-ranked with them moved: ${(0,util/* listSome */.XT)(changes, 4)}.`
                : ` Re-ranked with them moved, none of its queries (${(0,util/* listSome */.XT)(queries.map((q) => `"${q}"`), 3)}) changes rank under ${(0,util/* listSome */.XT)(ctx.engines.map((e) => e.id), 4)}.`;
            report({
                tool,
                message: `its description carries docstring sections (${sections.headers.join(', ')}): "${(0,util/* clip */.$Q)(tool.description.slice(sections.blocks[0][0]), 80)}". ` +
                    `Move each parameter's text into its property description in inputSchema (no client's tool search reads it) and keep the description to what the tool does.${verified}`
            });
        }
    }
};

// EXTERNAL MODULE: ./src/lint/neighbour-copies.ts
var neighbour_copies = __webpack_require__(4850);
;// CONCATENATED MODULE: ./src/lint/rules/duplicate-neighbour.ts

const duplicateNeighbour = {
    id: 'duplicate-neighbour',
    defaultSeverity: 'warning',
    summary: 'A server of yours repeats a bundled neighbour: most of the neighbour\'s tools are identical copies of yours.',
    doc: 'When more than half of a bundled neighbour\'s tools have an identical copy (the same name, description and input schema) ' +
        'in one of your servers, your server is that neighbour again: a fork under another name, or the published server itself. ' +
        'A user runs one or the other, not both, so every copied tool would tie with its copy, lose to it, or collide with its ' +
        'name. Lint reports the pair once, and the per-tool rules (self-findability, neighbour-wins-own-name, ' +
        'prerequisite-pollution, ai-sdk-name-collision) set the copies aside; tools that differ from the neighbour\'s keep their findings. Leave the ' +
        'neighbour out of `neighbours`, or give your server its name (`popular` then leaves it out).',
    check(ctx, report) {
        for (const pair of (0,neighbour_copies/* neighbourCopies */.L)(ctx).pairs) {
            const how = pair.copies === pair.neighbourTools ? `all ${pair.copies} tools` : `${pair.copies} of the ${pair.neighbourTools} tools`;
            report({
                server: pair.server,
                message: `\`${pair.server}\` repeats the bundled neighbour \`${pair.neighbour}\`: ${how} of \`${pair.neighbour}\` are in it with the same name, description and input schema, and a user runs one or the other. ` +
                    `Leave \`${pair.neighbour}\` out of \`neighbours\`, or name your server \`${pair.neighbour}\` (\`popular\` then leaves it out). ` +
                    'Your tools\' findings leave those copies out.'
            });
        }
    }
};

;// CONCATENATED MODULE: ./src/lint/rules/jargon.ts



/** A word is jargon when more than this share of a server's descriptions has it ... */
const JARGON_SHARE = 0.5;
/** ... and the server has at least this many tools with a description. */
const JARGON_MIN_TOOLS = 5;
const WORD_RE = /[\p{L}\p{N}]+/gu;
const jargon = {
    id: 'jargon',
    defaultSeverity: 'info',
    summary: 'A word is in most descriptions of the server.',
    doc: 'A word that most of a server\'s descriptions contain ("account", "id", "resource") adds the same points to all of those ' +
        'tools whenever a query has it: Claude Code\'s scorer has no weighting for common words. It cannot help any one tool win; ' +
        'it only lifts them all over tools of other servers and leaves their order among themselves to accident (a longer ' +
        'description, a lucky substring). Keep the word where it tells a tool apart and drop it where it is filler.',
    check(ctx, report) {
        const terms = new Set(ctx.queries.flatMap((q) => (0,util_words/* queryTerms */.C5)(q.query)));
        for (const [server, tools] of (0,util/* toolsByServer */.iZ)(ctx)) {
            // Docstring sections are docstring-sections' finding: only the prose counts here.
            const prose = new Map(tools.map((t) => [t, proseOf(t.description, t.inputSchema)]));
            const described = tools.filter((t) => prose.get(t).trim() !== '');
            if (described.length < JARGON_MIN_TOOLS)
                continue;
            const serverWords = new Set((0,util_words/* nameWords */.Lo)(server));
            const count = new Map();
            for (const t of described) {
                for (const w of new Set(prose.get(t).toLowerCase().match(WORD_RE) ?? [])) {
                    if (w.length < 2 || util_words/* STOP_WORDS */.$k.has(w) || /^\d+$/.test(w) || serverWords.has(w))
                        continue;
                    count.set(w, (count.get(w) ?? 0) + 1);
                }
            }
            const words = [...count]
                .filter(([, n]) => n > described.length * JARGON_SHARE)
                .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
            if (words.length === 0)
                continue;
            const shown = words.map(([w, n]) => `"${w}" (${n})`);
            const queried = words.filter(([w]) => terms.has(w)).map(([w]) => `"${w}"`);
            const queryNote = queried.length ? ` Your queries use ${(0,util/* listSome */.XT)(queried, 4)}, which score${queried.length === 1 ? 's' : ''} all of those tools alike.` : '';
            report({
                server,
                message: `${words.length === 1 ? 'a word is' : `${words.length} words are`} in most of its ${described.length} descriptions: ${(0,util/* listSome */.XT)(shown, 8)}. ` +
                    `A query with ${words.length === 1 ? 'it' : 'one of them'} adds the same points to all those tools and only reorders them by accident.${queryNote} ` +
                    'Keep such a word where it tells a tool apart and drop it where it is filler.'
            });
        }
    }
};

;// CONCATENATED MODULE: ./src/lint/rules/name-characters.ts

/** MCP specification (2025-11-25), tool names: 1 to 128 characters of A-Z a-z 0-9 _ - . */
const MCP_NAME_RE = /^[A-Za-z0-9_.-]{1,128}$/;
const MCP_NAME_MAX = 128;
const nameCharacters = {
    id: 'name-characters',
    defaultSeverity: 'warning',
    summary: 'The tool name breaks the MCP naming rule: 1-128 characters of A-Z a-z 0-9 _ - .',
    doc: 'The MCP specification says tool names should be 1 to 128 characters long and use only ASCII letters, digits, `_`, `-` ' +
        'and `.`. Clients rewrite other characters (Claude Code turns each into `_`), so the name the model sees differs from the ' +
        'one you wrote, and a space or a slash no longer separates words the way you meant: `search docs` becomes one name part ' +
        '`search_docs` under one client and two words under another.',
    check(ctx, report) {
        for (const tool of (0,util/* targetTools */.$g)(ctx)) {
            const raw = String(tool.rawName);
            if (MCP_NAME_RE.test(raw))
                continue;
            const problems = [];
            if (raw.length === 0)
                problems.push('it is empty');
            if (raw.length > MCP_NAME_MAX)
                problems.push(`it is ${raw.length} characters (at most ${MCP_NAME_MAX})`);
            const bad = [...new Set([...raw].filter((c) => !/[A-Za-z0-9_.-]/.test(c)))];
            if (bad.length > 0)
                problems.push(`it has ${bad.map((c) => (/\s/.test(c) ? `whitespace (U+${c.codePointAt(0).toString(16).toUpperCase().padStart(4, '0')})` : `\`${c}\``)).join(', ')}`);
            report({
                tool,
                message: `${JSON.stringify(raw.length > 80 ? raw.slice(0, 80) + '…' : raw)} breaks the MCP tool-name rule: ${problems.join('; ')}. Claude Code calls it \`${tool.id}\`.`
            });
        }
    }
};

;// CONCATENATED MODULE: ./src/lint/rules/name-length.ts

/** The Anthropic API accepts tool names of 1 to 64 characters; Claude Code sends `mcp__server__tool`. */
const API_NAME_MAX = 64;
const nameLength = {
    id: 'name-length',
    defaultSeverity: 'error',
    summary: 'The full tool name mcp__server__tool is longer than 64 characters.',
    doc: 'Claude Code offers an MCP tool to the model as `mcp__<server>__<tool>`, and the Anthropic API accepts tool names of at ' +
        'most 64 characters. A longer full name cannot be offered as it is, so the tool is at best renamed by the client and at ' +
        'worst missing. The server name counts too: a long server key in the client config eats into every tool name. Keep ' +
        '`mcp__` + server + `__` + tool within 64 characters.',
    check(ctx, report) {
        for (const tool of (0,util/* targetTools */.$g)(ctx)) {
            if (tool.id.length <= API_NAME_MAX)
                continue;
            const over = tool.id.length - API_NAME_MAX;
            report({
                tool,
                message: `\`${tool.id}\` is ${tool.id.length} characters; the Anthropic API accepts tool names of at most ${API_NAME_MAX}. Shorten the tool name (or the server name) by ${over} character${over === 1 ? '' : 's'}.`
            });
        }
    }
};

;// CONCATENATED MODULE: ./src/lint/rules/name-word-separator.ts

/** A name part that holds more than one word: joined by `-`, or camelCase. */
function joinsWords(part) {
    return /[A-Za-z0-9]-[A-Za-z0-9]/.test(part) || /[a-z][A-Z]/.test(part);
}
const nameWordSeparator = {
    id: 'name-word-separator',
    defaultSeverity: 'warning',
    summary: 'Tool names join words with `-` or camelCase, which Claude Code 2.1 does not split.',
    doc: 'Claude Code 2.1 splits a tool name into words at `_`, `.` and spaces only. In `get-group` or `getGroup` the query word ' +
        '"get" is only part of one long name part and earns 6 points, where `get_group` earns 12 for each of "get" and "group": ' +
        'a competing server with snake_case names wins every tie of words. Checked when the manifest ranks with claude-code@2.1. ' +
        'Use snake_case (`get_group`).',
    check(ctx, report) {
        const splitting = ctx.engines.filter((e) => e.nameParts);
        if (splitting.length === 0)
            return;
        const by = splitting.map((e) => e.id).join(', ');
        for (const [server, tools] of (0,util/* toolsByServer */.iZ)(ctx)) {
            const joined = tools.filter((t) => splitting.some((e) => e.nameParts(t.name).some(joinsWords)));
            if (joined.length === 0)
                continue;
            const example = joined[0];
            const snake = example.name.replace(/([a-z\d])([A-Z])/g, '$1_$2').replace(/-/g, '_').toLowerCase();
            report({
                ...(joined.length === 1 ? { tool: example } : { server }),
                tools: joined.map((t) => t.id),
                message: `${joined.length === tools.length ? `all ${tools.length} tool names` : `${joined.length} of its ${tools.length} tool names`} (${(0,util/* listSome */.XT)(joined.map((t) => `\`${t.name}\``), 3)}) join words with \`-\` or camelCase: ` +
                    `${by} ${splitting.length === 1 ? 'cuts' : 'cut'} names into parts elsewhere, so each query word is only part of a name part and earns fewer points than a whole part. ` +
                    `\`${snake}\` would earn the full points.`
            });
        }
    }
};

;// CONCATENATED MODULE: ./src/lint/rules/neighbour-wins-own-name.ts


/** What a client calls a tool: its own name for it, else the catalog id (`mcp__server__tool`, Claude Code's). */
function clientName(ctx, engine, tool) {
    return engine.clientName ? engine.clientName((0,util/* preparedFor */.ZB)(ctx, engine), tool) : tool.id;
}
/** The names each client family of the manifest gives the two tools: `claude-code mcp__a__search / mcp__b__search`. */
function collidingNames(ctx, mine, theirs) {
    const families = new Map();
    for (const engine of ctx.engines)
        if (!families.has(engine.family))
            families.set(engine.family, engine);
    return [...families].map(([family, engine]) => `${family} \`${clientName(ctx, engine, mine)}\` and \`${clientName(ctx, engine, theirs)}\``).join('; ');
}
const neighbourWinsOwnName = {
    id: 'neighbour-wins-own-name',
    defaultSeverity: 'warning',
    summary: 'A neighbour\'s tool (a bundled neighbour or a stored catalog) comes first for the words of this tool\'s own name.',
    doc: 'A model looking for a tool searches first with the words of its name. When a server the user runs beside yours has a tool ' +
        'that ranks first for those words (two servers that both expose `search`, or `list_channels` next to Slack\'s ' +
        '`slack_list_channels`), the model picks that one, and your tool is found second at best. When the two tie, yours comes ' +
        'first only because the client happens to hold your server first. Checked per engine against the manifest\'s ' +
        'neighbours and stored catalogs. Codex lists the tools a query word promotes (a word its name ends in) by server and tool name ' +
        'rather than by match: while your tool is still within the cut, a neighbour\'s tool listed first that way is no win, and is not reported. Name the tool for what it acts on (`search_issues` rather than `search`), and start its ' +
        'description with those words.',
    withoutNeighbourCopies: true,
    check(ctx, report) {
        const competitors = new Set(ctx.catalog.tools.filter((t) => ctx.targets && !ctx.targets.has(t.rawServer)).map((t) => t.id));
        if (competitors.size === 0)
            return;
        const byId = new Map(ctx.catalog.tools.map((t) => [t.id, t]));
        for (const tool of (0,util/* targetTools */.$g)(ctx)) {
            const query = (0,util/* ownNameQueryOf */.ho)(ctx, tool);
            if (!query)
                continue;
            const lost = [];
            /** Every loss is Codex's order of promoted tools, which no description changes. */
            let byNameOnly = true;
            let winner;
            for (const engine of ctx.engines) {
                if (engine.loadsAlwaysLoad && tool.alwaysLoad)
                    continue;
                const result = (0,util/* searchOnce */.SE)(ctx, engine, query);
                const [first, second] = result?.head ?? [];
                if (!result || !first)
                    continue;
                const me = result.subjects.get(tool.id);
                if (competitors.has(first.tool)) {
                    const order = (0,util/* explainCompact */.jN)(ctx, engine, result, first.tool, tool.id);
                    // Codex lists promoted tools by name, not by how well they match: inside the cut, that order is no win.
                    if (order.fact.kind === 'promoted-order' && result.results.includes(tool.id))
                        continue;
                    const why = order.fact.kind === 'score' || order.fact.kind === 'listed' ? '' : `: ${order.text}`;
                    byNameOnly &&= order.fact.kind === 'promoted-order';
                    lost.push(`${(0,sanitize/* shortToolName */.Ow)(first.tool)} is #1 under ${engine.id} (yours ${me ? `#${me.rank}` : 'does not score'})${why}`);
                    winner ??= byId.get(first.tool);
                }
                else if (first.tool === tool.id && second && competitors.has(second.tool) && second.score === first.score) {
                    lost.push(`${(0,sanitize/* shortToolName */.Ow)(second.tool)} ties with it under ${engine.id}, yours first only because your servers connect first`);
                    byNameOnly = false;
                    winner ??= byId.get(second.tool);
                }
            }
            if (!winner)
                continue;
            report({
                tool,
                tools: [tool.id, winner.id],
                message: `its own name's words, "${query}", belong to a neighbour: ${lost.join('; ')}. ` +
                    `The names a model chooses between: ${collidingNames(ctx, tool, winner)}. ` +
                    (byNameOnly
                        ? 'No edit of its description changes an order of promoted tools: only its name decides which tools its words promote and where it sorts among them.'
                        : 'Name it for what it acts on, and start its description with those words.')
            });
        }
    }
};

;// CONCATENATED MODULE: ./src/lint/rules/paginated-tools-list.ts

const paginatedToolsList = {
    id: 'paginated-tools-list',
    defaultSeverity: 'warning',
    summary: 'The server pages its tools/list; Claude Code 2.0 reads only the first page.',
    doc: 'A server may split `tools/list` into pages with `nextCursor`. Claude Code from 2.0.70 to 2.1.8 requests the first page ' +
        'only and never follows the cursor, so every tool on a later page is missing for its users: no search, no `select:`, no ' +
        'call. Return all tools in one page (tool lists are small), or at least put the tools that matter most on the first.',
    check(ctx, report) {
        for (const server of ctx.catalog.servers) {
            if (server.pages <= 1 || !(0,util/* isTarget */.Ex)(ctx, server.name))
                continue;
            const later = ctx.catalog.tools.filter((t) => t.rawServer === server.name && t.page > 1);
            report({
                server: server.name,
                tools: later.map((t) => t.id),
                message: `lists its tools on ${server.pages} pages: Claude Code 2.0 (2.0.70 – 2.1.8) reads page 1 only, so ${later.length} of ${server.toolCount} tools (${(0,util/* listSome */.XT)(later.map((t) => t.name))}) are invisible to it. Return every tool on one page.`
            });
        }
    }
};

;// CONCATENATED MODULE: ./src/lint/rules/prerequisite-pollution.ts


/** An identifier in prose: letters, digits, `_`, `-`, `.`, optionally in backticks. */
const IDENT_RE = /`?[A-Za-z0-9][A-Za-z0-9_.-]*`?/g;
/**
 * What an IDENT_RE match has when it can name a tool: a backtick, a separator or an inner
 * capital. Without one it is not in backticks, has no `mcp__` prefix and is no identifier.
 */
const MAYBE_NAME_RE = /[`_.-]|[a-z][A-Z]/;
/**
 * A name that cannot be an ordinary word of prose: it has a separator or an inner capital
 * (`list_customers`, `get-user`, `getUser`). A one-word name (`search`) counts only in backticks.
 */
function looksLikeIdentifier(name) {
    return /[A-Za-z0-9][_.-]+[A-Za-z0-9]/.test(name) || /[a-z][A-Z]/.test(name);
}
const BACKTICK = 0x60;
const DOT = 0x2e;
const DASH = 0x2d;
/**
 * An IDENT_RE match as a tool name: backticks, trailing `.`/`-` and an `mcp__server__` prefix
 * removed. Read with string indexes, not regular expressions: it runs on every word of a
 * description that names a tool.
 */
function identOf(match) {
    const ticked = match.length > 2 && match.charCodeAt(0) === BACKTICK && match.charCodeAt(match.length - 1) === BACKTICK;
    const start = match.charCodeAt(0) === BACKTICK ? 1 : 0;
    let end = match.length;
    if (end > start && match.charCodeAt(end - 1) === BACKTICK)
        end--;
    while (end > start && (match.charCodeAt(end - 1) === DOT || match.charCodeAt(end - 1) === DASH))
        end--;
    const word = match.slice(start, end);
    // `mcp__`, at least one character of server, `__`, at least one character of tool.
    const split = word.startsWith('mcp__') ? word.indexOf('__', 6) : -1;
    return split !== -1 && split + 2 < word.length ? { word: word.slice(split + 2), ticked, prefixed: true } : { word, ticked, prefixed: false };
}
/** Tools of the catalog that `tool`'s description names (its own server first). */
function mentionedTools(tool, byName) {
    const found = new Map();
    for (const m of tool.description.matchAll(IDENT_RE)) {
        // Most matches are plain words, which can name a tool only as an identifier (tested first: cheaper).
        if (!MAYBE_NAME_RE.test(m[0]))
            continue;
        const { word, ticked, prefixed } = identOf(m[0]);
        if (!ticked && !prefixed && !looksLikeIdentifier(word))
            continue;
        const candidates = (byName.get(word.toLowerCase()) ?? []).filter((t) => t !== tool && t.name.toLowerCase() !== tool.name.toLowerCase());
        if (candidates.length === 0)
            continue;
        const sameServer = candidates.filter((t) => t.rawServer === tool.rawServer);
        for (const other of sameServer.length ? sameServer : candidates)
            if (!found.has(other))
                found.set(other, m.index);
    }
    return [...found].map(([other, at]) => ({ other, at }));
}
const prerequisitePollution = {
    id: 'prerequisite-pollution',
    defaultSeverity: 'warning',
    summary: 'The description names another tool, so it matches that tool\'s words.',
    doc: 'Notes such as "call `list_customers` first to get the customer ID" put another tool\'s name, and so its words, into this ' +
        'description. Tool search matches substrings: a search for "list customers" now also scores this tool, and when ten tools ' +
        'carry the same note they crowd `list_customers` itself out of the results. Put such notes in the description of the ' +
        'parameter they are about (inside `inputSchema`, which no client\'s tool search reads), or say what is needed ("a customer ' +
        'ID") without naming the tool. Reported only when, under an engine the manifest runs, the mentioned tool\'s own-name query ' +
        'ranks this tool within the cut on a word only the note brought; the finding names those engines.',
    withoutNeighbourCopies: true,
    check(ctx, report) {
        const byName = new Map();
        for (const t of ctx.catalog.tools) {
            for (const key of new Set([t.name.toLowerCase(), String(t.rawName).toLowerCase()])) {
                const list = byName.get(key);
                if (list)
                    list.push(t);
                else
                    byName.set(key, [t]);
            }
        }
        for (const tool of (0,util/* targetTools */.$g)(ctx)) {
            const mentions = mentionedTools(tool, byName);
            if (mentions.length === 0)
                continue;
            // This tool's own words: its name, and its description without the mentions.
            const mentioned = new Set(mentions.map((m) => m.other.name.toLowerCase()));
            const rest = tool.description.replace(IDENT_RE, (w) => (mentioned.has(identOf(w).word.toLowerCase()) ? ' ' : w));
            const own = new Set([...(0,util_words/* nameWords */.Lo)(tool.name), ...(0,util_words/* nameWords */.Lo)(rest)]);
            const gained = [...new Set(mentions.flatMap((m) => (0,util_words/* nameWords */.Lo)(m.other.name)))].filter((w) => !own.has(w));
            // Nothing new to match: the note only repeats words this tool already has.
            if (gained.length === 0)
                continue;
            // Evidence: under an engine, the mentioned tool's own-name search matches this tool on a
            // word only the note brought and ranks it above that tool or within the cut, and ranked
            // again without the note, it is not. Engines differ: Claude Code 2.1 matches whole words,
            // so `list` inside `list_customers` does not count there, while 2.0 matches any substring;
            // Codex promotes a tool by its name whatever its description says. Only the manifest's
            // engines are asked, and the finding names each one affected; with none, nothing is reported.
            const affected = [];
            let evidence = '';
            let edited;
            /** The tool with the note's tool names taken out of its description (raw and sanitised). */
            const withoutNote = () => {
                const drop = (text) => text.replace(IDENT_RE, (w) => (mentioned.has(identOf(w).word.toLowerCase()) ? ' ' : w));
                return (edited ??= { ...tool, description: rest, ...(typeof tool.rawDescription === 'string' ? { rawDescription: drop(tool.rawDescription) } : {}) });
            };
            for (const engine of ctx.engines) {
                for (const m of mentions) {
                    const query = (0,util/* ownNameQueryOf */.ho)(ctx, m.other);
                    const result = query ? (0,util/* searchOnce */.SE)(ctx, engine, query) : null;
                    if (!result)
                        continue;
                    const cut = (0,util/* cutFor */.iN)(ctx, engine);
                    const mine = result.head.find((r) => r.tool === tool.id);
                    if (!mine || mine.rank > cut || !mine.breakdown.some((c) => gained.includes(c.term)))
                        continue;
                    const theirs = result.subjects.get(m.other.id)?.rank;
                    // Verified: without the note, the tool leaves the cut or falls below the tool it names.
                    const without = (0,util/* rankEdited */.Wn)(ctx, engine, query, withoutNote());
                    if (without !== null && without <= cut && (theirs === undefined || mine.rank > theirs || without < theirs))
                        continue;
                    affected.push(engine.id);
                    evidence ||=
                        theirs === undefined || mine.rank < theirs
                            ? ` Under ${engine.id}, "${query}" ranks this tool #${mine.rank}, above \`${m.other.name}\`${theirs ? ` (#${theirs})` : ''}.`
                            : ` Under ${engine.id}, "${query}" puts this tool in the top ${cut} (#${mine.rank}), taking a place from another tool.`;
                    break;
                }
            }
            if (affected.length === 0)
                continue;
            const first = mentions[0];
            const from = Math.max(0, first.at - 40);
            const to = first.at + first.other.name.length + 40;
            const around = `${from > 0 ? '…' : ''}${(0,util/* clip */.$Q)(tool.description.slice(from, to), 110)}${to < tool.description.length ? '…' : ''}`.replace(/……$/, '…');
            const names = mentions.map((m) => (m.other.rawServer === tool.rawServer ? `\`${m.other.name}\`` : `\`${(0,util/* label */.Pf)(m.other)}\``));
            const gainNote = `it puts ${gained.length === 1 ? 'the word' : 'the words'} ${(0,util/* listSome */.XT)(gained.map((w) => `"${w}"`), 5)} into this description`;
            report({
                tool,
                tools: mentions.map((m) => m.other.id),
                message: `description names ${(0,util/* listSome */.XT)(names)} ("${around}"): ${gainNote}, which moves tools under ${(0,util/* listSome */.XT)(affected, 4)}.${evidence} ` +
                    'Move the note into the parameter\'s description in inputSchema (no tool search reads it), or say what is needed without the tool\'s name.'
            });
        }
    }
};

;// CONCATENATED MODULE: ./src/lint/rules/self-findability.ts


const selfFindability = {
    id: 'self-findability',
    defaultSeverity: 'warning',
    summary: 'The words of the tool\'s own name do not put it within the cut.',
    doc: 'The first thing a model searches for is usually the tool\'s own name in words: "create issue" for `create_issue`. When ' +
        'even that query leaves the tool below the cut (5 results in Claude Code), other tools, often of another server, own those ' +
        'words: their names match as well and their descriptions add more. Checked per engine of the manifest against every ' +
        'server it lists, competitors included. A regex search (`fastmcp-regex`) is searched with a pattern, so there the ' +
        'query is the name itself (`create_pull_request`). Give the tool a name that says what it acts on, or start its description with ' +
        'the words of its name.',
    withoutNeighbourCopies: true,
    check(ctx, report) {
        const tools = (0,util/* targetTools */.$g)(ctx);
        const misses = new Map();
        const ahead = new Map();
        for (const engine of ctx.engines) {
            const maxResults = (0,util/* cutFor */.iN)(ctx, engine);
            const collisions = engine.nameCollisions ? new Set([...engine.nameCollisions(ctx.catalog).values()].flat()) : undefined;
            for (const tool of tools) {
                if (engine.loadsAlwaysLoad && tool.alwaysLoad)
                    continue;
                if (engine.firstPageOnly && tool.page > 1)
                    continue; // paginated-tools-list says so
                if (collisions?.has(tool))
                    continue; // ai-sdk-name-collision says so
                const query = (0,util/* ownNameQueryOf */.ho)(ctx, tool, engine);
                if (!query)
                    continue;
                const result = (0,util/* searchOnce */.SE)(ctx, engine, query);
                if (!result)
                    continue;
                if (result.results.includes(tool.id))
                    continue;
                const me = result.subjects.get(tool.id);
                const atCut = result.head[maxResults - 1];
                const tie = me && atCut && me.score === atCut.score ? ', tied at the cut and later in the client\'s tool order' : '';
                const list = misses.get(tool.id) ?? [];
                const own = query === (0,util/* ownNameQueryOf */.ho)(ctx, tool) ? '' : `, by the pattern "${query}"`;
                list.push(`${me ? `#${me.rank}` : 'not scored'} under ${engine.id} (top ${maxResults}${tie}${own})`);
                misses.set(tool.id, list);
                if (!ahead.has(tool.id))
                    ahead.set(tool.id, result.results.slice(0, 3).map(sanitize/* shortToolName */.Ow));
            }
        }
        for (const tool of tools) {
            const miss = misses.get(tool.id);
            if (!miss)
                continue;
            const first = ahead.get(tool.id) ?? [];
            report({
                tool,
                message: `its own name's words, "${(0,util/* ownNameQueryOf */.ho)(ctx, tool)}", do not find it: ${miss.join(', ')}. ` +
                    `${first.length ? `Ahead of it: ${(0,util/* listSome */.XT)(first, 3)}. ` : ''}Name what it acts on, or start its description with those words.`
            });
        }
    }
};

;// CONCATENATED MODULE: ./src/lint/rules/server-name-separator.ts

const serverNameSeparator = {
    id: 'server-name-separator',
    defaultSeverity: 'warning',
    summary: 'The server name contains `__`, the separator of mcp__server__tool.',
    doc: 'Claude Code names a tool `mcp__<server>__<tool>` and reads the server back by splitting at the first `__`. A server ' +
        'named `my__server` gives `mcp__my__server__search`, which parses as server `my` and tool `server__search`: ' +
        'permission rules such as `mcp__my__server__*` and the per-server tool listing stop matching. Use one underscore or a ' +
        'hyphen (`my_server`, `my-server`).',
    check(ctx, report) {
        for (const server of ctx.catalog.servers) {
            if (!(0,util/* isTarget */.Ex)(ctx, server.name))
                continue;
            const normalised = server.name.replace(/[^A-Za-z0-9_-]/g, '_');
            if (!normalised.includes('__'))
                continue;
            const first = ctx.catalog.tools.find((t) => t.rawServer === server.name);
            const example = first ? `\`${first.id}\` reads back as server \`${first.id.slice(5).split('__')[0]}\`` : 'its tools read back as another server';
            report({
                server: server.name,
                message: `server name \`${server.name}\` contains \`__\`, the separator of \`mcp__server__tool\`: ${example}. Use \`${normalised.replace(/_{2,}/g, '_')}\` or a hyphen.`
            });
        }
    }
};

;// CONCATENATED MODULE: ./src/lint/rules/shared-boilerplate.ts



/** A phrase counts when it has at least this many words ... */
const MIN_PHRASE_WORDS = 6;
/**
 * ... and is in the descriptions of at least this many tools of one server: 3, or a tenth of
 * a larger server's tools (a phrase 4 of 262 tools share is prose, not boilerplate), at most 10.
 */
const MIN_TOOLS = 3;
const MAX_MIN_TOOLS = 10;
function minToolsFor(serverTools) {
    return Math.min(MAX_MIN_TOOLS, Math.max(MIN_TOOLS, Math.ceil(serverTools / 10)));
}
/** True for an ASCII letter or digit (lower-case): such an end needs no trimming. */
function isAsciiWordChar(code) {
    return (code >= 97 && code <= 122) || (code >= 48 && code <= 57);
}
function wordsOf(tool) {
    const norm = [];
    const orig = [];
    const starts = [];
    let at = 1;
    // Docstring sections are docstring-sections' finding, with the right place to move them to.
    for (const w of proseOf(tool.description, tool.inputSchema).split(/\s+/)) {
        const lower = w.toLowerCase();
        const n = isAsciiWordChar(lower.charCodeAt(0)) && isAsciiWordChar(lower.charCodeAt(lower.length - 1)) ? lower : lower.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
        if (!n)
            continue;
        norm.push(n);
        orig.push(w);
        starts.push(at);
        at += n.length + 1;
    }
    starts.push(at);
    return { tool, norm, orig, joined: ` ${norm.join(' ')} `, starts };
}
/** Words `from` to `to` (exclusive) of a description, as `norm.slice(from, to).join(' ')`. */
function run(d, from, to) {
    return d.joined.slice(d.starts[from], d.starts[to] - 1);
}
/** Maximal word runs that at least MIN_TOOLS descriptions of the server share. */
function sharedPhrases(tools, minTools = minToolsFor(tools.length)) {
    const docs = tools.map(wordsOf);
    const k = MIN_PHRASE_WORDS;
    const shingleDocs = new Map();
    const shingles = docs.map((d, di) => {
        const list = [];
        const seen = new Set();
        for (let i = 0; i + k <= d.norm.length; i++) {
            const s = run(d, i, i + k);
            list.push(s);
            if (!seen.has(s)) {
                seen.add(s);
                const holders = shingleDocs.get(s);
                if (holders)
                    holders.push(di);
                else
                    shingleDocs.set(s, [di]);
            }
        }
        return list;
    });
    // Each run of consecutive shared shingles in one description is a candidate phrase.
    const candidates = new Map();
    docs.forEach((d, di) => {
        const list = shingles[di];
        let start = -1;
        for (let i = 0; i <= list.length; i++) {
            const shared = i < list.length && shingleDocs.get(list[i]).length >= minTools;
            if (shared && start === -1)
                start = i;
            if (!shared && start !== -1) {
                const norm = run(d, start, i - 1 + k);
                if (!candidates.has(norm))
                    candidates.set(norm, { quote: d.orig.slice(start, i - 1 + k).join(' '), first: list[start] });
                start = -1;
            }
        }
    });
    const phrases = [];
    for (const [norm, { quote, first }] of candidates) {
        // Only a description with the phrase's first shingle can hold the phrase.
        const holders = shingleDocs.get(first).filter((di) => docs[di].joined.includes(` ${norm} `)).map((di) => docs[di].tool);
        if (holders.length >= minTools)
            phrases.push({ norm, quote, tools: holders });
    }
    // Drop a phrase that another one says already: one that a longer phrase contains with at
    // least the same tools, or one that extends a shorter phrase held by more tools (a subset of
    // the tools also share some neighbouring words).
    const kept = phrases.filter((p) => !phrases.some((q) => q !== p &&
        ((q.norm.includes(p.norm) && q.norm.length > p.norm.length && p.tools.every((t) => q.tools.includes(t))) ||
            (p.norm.includes(q.norm) && q.norm.length < p.norm.length && p.tools.every((t) => q.tools.includes(t)) && q.tools.length > p.tools.length))));
    return kept.sort((a, b) => b.tools.length * b.norm.length - a.tools.length * a.norm.length);
}
const sharedBoilerplate = {
    id: 'shared-boilerplate',
    defaultSeverity: 'warning',
    summary: 'The same sentence or long phrase is in the descriptions of several tools.',
    doc: 'Tool search adds the same points to every tool whose description contains a query word, with no weighting for how ' +
        'common the word is. A sentence repeated in many descriptions (an authentication note, a "use this when" paragraph, a ' +
        'rate-limit warning) makes a query with any of its words match all those tools equally: the ranking among them is then ' +
        'decided by accident, and each of them can push the one the user wanted below the cut. Say it once in the server\'s ' +
        '`instructions`, and keep each description to what tells that tool apart.',
    check(ctx, report) {
        const terms = [...new Set(ctx.queries.flatMap((q) => (0,util_words/* queryTerms */.C5)(q.query)))];
        for (const tools of (0,util/* toolsByServer */.iZ)(ctx).values()) {
            if (tools.length < MIN_TOOLS)
                continue;
            for (const p of sharedPhrases(tools)) {
                const words = new Set(p.norm.split(' '));
                const hit = terms.filter((t) => words.has(t) && !util_words/* STOP_WORDS */.$k.has(t));
                const queryNote = hit.length ? ` Words of your queries in it: ${hit.map((t) => `"${t}"`).join(', ')}.` : '';
                report({
                    tool: p.tools[0],
                    tools: p.tools.map((t) => t.id),
                    message: `"${(0,util/* clip */.$Q)(p.quote, 120)}" is in the descriptions of ${p.tools.length} of its ${tools.length} tools (${(0,util/* listSome */.XT)(p.tools.map((t) => t.name))}): ` +
                        `a query with any of its words scores all of them alike.${queryNote} Say it once in the server's instructions and keep each description to what tells the tool apart.`
                });
            }
        }
    }
};

;// CONCATENATED MODULE: ./src/lint/rules/uncovered-tool.ts

/** More uncovered tools than this in one server: one finding for the server instead of one per tool. */
const PER_TOOL_MAX = 5;
const uncoveredTool = {
    id: 'uncovered-tool',
    defaultSeverity: 'info',
    summary: 'No query of the manifest expects this tool.',
    doc: 'A tool that no query expects has no regression test: an edit to any description, yours or a competing server\'s, can ' +
        'push it out of the results and nothing turns red. Add a query with the words a user would say to reach it. A `select:` ' +
        'query does not count: it names the tool, which a model only does once it has found it.',
    check(ctx, report) {
        const keyword = new Set(ctx.queries.filter((q) => !(0,util/* namesItsTool */.lY)(q.query)).flatMap((q) => q.expect));
        const anyQuery = new Set(ctx.queries.flatMap((q) => q.expect));
        for (const [server, tools] of (0,util/* toolsByServer */.iZ)(ctx)) {
            const uncovered = tools.filter((t) => !keyword.has(t.id));
            if (uncovered.length === 0)
                continue;
            if (uncovered.length === tools.length && tools.length > 1 && !tools.some((t) => anyQuery.has(t.id))) {
                report({ server, tools: uncovered.map((t) => t.id), message: `no query expects any of its ${tools.length} tools: add queries with the words a user would say to reach them.` });
                continue;
            }
            if (uncovered.length > PER_TOOL_MAX) {
                report({
                    server,
                    tools: uncovered.map((t) => t.id),
                    message: `${uncovered.length} of its ${tools.length} tools have no query that expects them (${(0,util/* listSome */.XT)(uncovered.map((t) => t.name), 5)}): nothing turns red if they drop out of the results. Add queries for the ones users need.`
                });
                continue;
            }
            for (const tool of uncovered) {
                const how = anyQuery.has(tool.id) ? 'only a `select:` query expects it; no search query does' : 'no query expects it';
                report({ tool, message: `${how}: nothing turns red if it drops out of the results. Add a query with the words a user would say to reach it.` });
            }
        }
    }
};

;// CONCATENATED MODULE: ./src/lint/registry.ts























/** Every rule, in the order docs/lint-rules.md and the SARIF driver list them. */
const RULES = [
    sharedBoilerplate,
    prerequisitePollution,
    jargon,
    docstringSectionsRule,
    selfFindability,
    neighbourWinsOwnName,
    duplicateNeighbour,
    deprecatedOutranksReplacement,
    nameLength,
    nameCharacters,
    nameWordSeparator,
    serverNameSeparator,
    duplicateName,
    descriptionMissing,
    descriptionCut,
    paginatedToolsList,
    contradictoryAnnotations,
    uncoveredTool,
    aiSdkNameCollision,
    alwaysLoadNotBoolean,
    alwaysLoadOverridden,
    searchHintGuidance,
    unreadDeferralKey
];
function ruleIds() {
    return RULES.map((r) => r.id);
}
function findRule(id) {
    return RULES.find((r) => r.id === id);
}


/***/ }),

/***/ 4760:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Kf: () => (/* binding */ lintFailsGate),
/* harmony export */   XR: () => (/* binding */ lintManifest),
/* harmony export */   l$: () => (/* binding */ lintContext),
/* harmony export */   u8: () => (/* binding */ lint)
/* harmony export */ });
/* harmony import */ var _engines_registry_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3330);
/* harmony import */ var _evaluate_resolve_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1923);
/* harmony import */ var _registry_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(249);
/* harmony import */ var _neighbour_copies_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4850);




const SEVERITY_ORDER = { error: 0, warning: 1, info: 2 };
/** Runs every enabled rule; findings ordered by severity, then catalog order. Pure. */
function lint(ctx, options = {}) {
    const order = new Map(ctx.catalog.servers.map((s, i) => [s.name, i]));
    const findings = [];
    for (const rule of options.registry ?? _registry_js__WEBPACK_IMPORTED_MODULE_2__/* .RULES */ .y0) {
        const level = options.rules?.[rule.id] ?? rule.defaultSeverity;
        if (level === 'off')
            continue;
        rule.check(rule.withoutNeighbourCopies ? (0,_neighbour_copies_js__WEBPACK_IMPORTED_MODULE_3__/* .withoutCopies */ .O)(ctx) : ctx, (r) => {
            const tool = 'tool' in r ? r.tool : undefined;
            const server = 'tool' in r ? r.tool.rawServer : r.server;
            const pos = r.at ?? ctx.positions?.get(server);
            findings.push({
                rule: rule.id,
                severity: level,
                server,
                tool: tool?.name ?? '',
                message: r.message,
                ...(tool ? { id: tool.id } : {}),
                ...(r.tools ? { tools: r.tools } : {}),
                ...(pos ? { line: pos.line, col: pos.col } : {}),
                order: tool ? tool.index : ((order.get(server) ?? 0) - order.size) * 1e6
            });
        });
    }
    findings.sort((a, b) => SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity] || a.order - b.order);
    return findings.map(({ order: _order, ...f }) => f);
}
/** True when a finding is an error: the action's `fail-on: lint-error` fails the step. */
function lintFailsGate(findings) {
    return findings.some((f) => f.severity === 'error');
}
/**
 * The lint context of a manifest and its collected catalog: queries with their tool
 * references resolved (unresolvable ones are skipped: evaluation reports them), the engines
 * of every query, and the servers to lint: the ones the manifest starts; stored catalogs
 * (`catalog:`) are competitors and are linted only when the manifest starts no server.
 */
function lintContext(manifest, catalog, options = {}) {
    const engines = new Map();
    const use = (id) => {
        const engine = (0,_engines_registry_js__WEBPACK_IMPORTED_MODULE_0__/* .resolveEngine */ .F0)(id);
        engines.set(engine.id, engine);
        return engine.id;
    };
    const defaults = (options.engines ?? manifest.engines).map(use);
    const resolve = (refs) => refs.flatMap((r) => {
        const res = (0,_evaluate_resolve_js__WEBPACK_IMPORTED_MODULE_1__/* .resolveToolRef */ .e)(r.ref, catalog);
        return 'tool' in res ? [res.tool.id] : [];
    });
    const queries = manifest.queries.map((q) => ({
        query: q.query,
        line: q.line,
        col: q.col,
        // A tool of `expect_any` is covered too: a query whose answer it is.
        expect: resolve([...q.expect, ...q.expectAny]),
        forbid: resolve(q.forbid),
        engines: (options.engines ? defaults : q.engines ? q.engines.map(use) : defaults).filter((id) => !engines.get(id).recordedAnswers)
    }));
    const live = manifest.servers.filter((s) => s.kind !== 'catalog');
    const partial = new Set(catalog.servers.filter((s) => s.search?.catalog === 'partial').map((s) => s.name));
    return {
        catalog,
        queries,
        // A server's own search answers only the manifest's queries: lint's searches are its own.
        engines: [...engines.values()].filter((e) => !e.recordedAnswers),
        maxResults: manifest.maxResults,
        // A server whose ranked search hides tools that cannot be listed is not linted: most of it is unknown.
        targets: new Set((live.length > 0 ? live : manifest.servers).map((s) => s.name).filter((name) => !partial.has(name))),
        positions: new Map(manifest.servers.map((s) => [s.name, { line: s.line, col: s.col }])),
        ...(manifest.deferral ? { deferral: manifest.deferral } : {}),
        ...(options.prepared ? { prepared: options.prepared } : {})
    };
}
/** Lints a manifest's catalog with the manifest's rule levels. */
function lintManifest(manifest, catalog, options = {}) {
    return lint(lintContext(manifest, catalog, options), { rules: manifest.lintRules });
}


/***/ }),

/***/ 3785:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $Q: () => (/* binding */ clip),
/* harmony export */   $g: () => (/* binding */ targetTools),
/* harmony export */   Ex: () => (/* binding */ isTarget),
/* harmony export */   OX: () => (/* binding */ subsetContext),
/* harmony export */   Pf: () => (/* binding */ label),
/* harmony export */   SE: () => (/* binding */ searchOnce),
/* harmony export */   Wn: () => (/* binding */ rankEdited),
/* harmony export */   XT: () => (/* binding */ listSome),
/* harmony export */   ZB: () => (/* binding */ preparedFor),
/* harmony export */   ho: () => (/* binding */ ownNameQueryOf),
/* harmony export */   iN: () => (/* binding */ cutFor),
/* harmony export */   iZ: () => (/* binding */ toolsByServer),
/* harmony export */   jN: () => (/* binding */ explainCompact),
/* harmony export */   lY: () => (/* binding */ namesItsTool)
/* harmony export */ });
/* harmony import */ var _engines_types_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2802);
/* harmony import */ var _manifest_per_engine_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6009);
/* harmony import */ var _util_group_by_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3405);
/* harmony import */ var _util_words_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(333);




function isTarget(ctx, server) {
    return !ctx.targets || ctx.targets.has(server);
}
/** Tools whose server is linted, in catalog order. */
function targetTools(ctx) {
    return ctx.targets ? ctx.catalog.tools.filter((t) => isTarget(ctx, t.rawServer)) : ctx.catalog.tools;
}
/** Target tools grouped by server (manifest name), servers in catalog order. */
function toolsByServer(ctx) {
    return (0,_util_group_by_js__WEBPACK_IMPORTED_MODULE_2__/* .groupBy */ .$)(targetTools(ctx), (t) => t.rawServer);
}
/** `server/tool`, the way reports name a tool: its manifest server and its name as listed. */
function label(tool) {
    return `${tool.rawServer}/${tool.name}`;
}
/** Lists at most `max` items, then "and N more". */
function listSome(items, max = 4) {
    if (items.length <= max)
        return items.join(', ');
    return `${items.slice(0, max).join(', ')} and ${items.length - max} more`;
}
/** Shortens text to `max` characters with an ellipsis, on one line. */
function clip(text, max = 80) {
    const one = text.replace(/\s+/g, ' ').trim();
    return one.length <= max ? one : one.slice(0, max - 1).trimEnd() + '…';
}
/**
 * The context of some of the context's tools in the catalog's order (`catalog`): its engines
 * rank from the whole context's prepared indexes where they can (`subsetOf`).
 */
function subsetContext(ctx, catalog) {
    const { prepared: _prepared, ...rest } = ctx;
    return { ...rest, catalog, subsetOf: ctx };
}
function preparedFor(ctx, engine) {
    const cache = (ctx.prepared ??= new Map());
    let prepared = cache.get(engine.id);
    if (!prepared || prepared.catalog !== ctx.catalog) {
        const whole = ctx.subsetOf;
        prepared = (0,_engines_types_js__WEBPACK_IMPORTED_MODULE_0__/* .prepareSubsetOf */ .Zd)(engine, ctx.catalog, whole && (() => preparedFor(whole, engine)));
        cache.set(engine.id, prepared);
    }
    return prepared;
}
function cutFor(ctx, engine) {
    return (0,_manifest_per_engine_js__WEBPACK_IMPORTED_MODULE_3__/* .forEngine */ .w)(ctx.maxResults, engine) ?? engine.defaultMaxResults;
}
/**
 * Why `ahead` ranks above `behind` in a compact search, as the engine says it (`behind` kept
 * when it is the query's subject or within the cut).
 */
function explainCompact(ctx, engine, search, ahead, behind) {
    const ranking = [...search.head, ...[...search.subjects.values()].filter((r) => !search.head.includes(r))];
    return engine.explainOrder(preparedFor(ctx, engine), { results: search.results, ranking, mode: search.mode }, ahead, behind);
}
/**
 * The tool's rank for a query once its description is `edited` (a copy of the tool), ranked
 * again: from the engine's prepared catalog where it can edit one (Codex: BM25 over every
 * document), else, for an engine that scores each tool on its own text, among the tools of
 * the unedited ranking's first `cut + 1` places (no tool past them can reach the cut: they
 * score no more than the last of them), else from the whole catalog prepared again. Null when
 * it does not score, or the client rejects the query.
 */
function rankEdited(ctx, engine, query, edited) {
    const cut = cutFor(ctx, engine);
    const swap = (tools) => tools.map((t) => (t.index === edited.index ? edited : t));
    try {
        let prepared;
        if (engine.prepareEdited) {
            prepared = engine.prepareEdited(preparedFor(ctx, engine), { servers: ctx.catalog.servers, tools: swap(ctx.catalog.tools) }, [edited]);
        }
        else if (engine.localScoring) {
            const head = engine.search(preparedFor(ctx, engine), query, { maxResults: cut, keep: { top: cut + 1, tools: [edited.id] } });
            const ids = new Set([edited.id, ...head.ranking.filter((r) => r.rank <= cut + 1).map((r) => r.tool)]);
            prepared = engine.prepare({ servers: ctx.catalog.servers, tools: swap(ctx.catalog.tools.filter((t) => ids.has(t.id))) });
        }
        else {
            prepared = engine.prepare({ servers: ctx.catalog.servers, tools: swap(ctx.catalog.tools) });
        }
        return engine.search(prepared, query, { maxResults: cut, keep: { top: cut, tools: [edited.id] } }).ranking.find((r) => r.tool === edited.id)?.rank ?? null;
    }
    catch (err) {
        if (err instanceof _engines_types_js__WEBPACK_IMPORTED_MODULE_0__/* .EngineQueryError */ .NW)
            return null;
        throw err;
    }
}
const memos = new WeakMap();
/**
 * A query that names its tool rather than searching for it (`select:`, a catalog id): a model
 * writes one only once it has found the tool, so it covers nothing.
 */
function namesItsTool(query) {
    return /^\s*(select:|mcp__)/i.test(query);
}
/** The words of a tool name, as a query. */
function ownNameQuery(name) {
    return (0,_util_words_js__WEBPACK_IMPORTED_MODULE_1__/* .nameWords */ .Lo)(name).join(' ');
}
function memoOf(ctx) {
    let memo = memos.get(ctx);
    if (!memo) {
        const ownQuery = new Map(ctx.catalog.tools.map((t) => [t, ownNameQuery(t.name)]));
        // A tool is the subject of each query a model types for its name: its name's words, and
        // what an engine searched otherwise takes for it (`ownNameQuery`: a regex search, the name).
        const probes = ctx.engines.flatMap((e) => (e.ownNameQuery ? [e.ownNameQuery.bind(e)] : []));
        const subjects = new Map();
        for (const t of ctx.catalog.tools) {
            for (const query of new Set([ownQuery.get(t), ...probes.map((probe) => probe(t.name))])) {
                const ids = subjects.get(query);
                if (ids)
                    ids.push(t.id);
                else
                    subjects.set(query, [t.id]);
            }
        }
        memo = { ownQuery, subjects, searches: new Map() };
        memos.set(ctx, memo);
    }
    return memo;
}
/** The query a model is most likely to try first for a tool: the words of its own name, or what `engine` takes for it. */
function ownNameQueryOf(ctx, tool, engine) {
    if (engine?.ownNameQuery)
        return engine.ownNameQuery(tool.name);
    return memoOf(ctx).ownQuery.get(tool) ?? ownNameQuery(tool.name);
}
/**
 * One query under one engine at the context's cut, computed once per lint run (the rules that
 * search with a tool's own name share the results). Null when the client rejects the query.
 */
function searchOnce(ctx, engine, query) {
    const memo = memoOf(ctx);
    let cache = memo.searches.get(engine.id);
    if (!cache)
        memo.searches.set(engine.id, (cache = new Map()));
    let compact = cache.get(query);
    if (compact === undefined) {
        compact = compactSearch(ctx, engine, query, memo.subjects.get(query) ?? []);
        cache.set(query, compact);
    }
    return compact;
}
function compactSearch(ctx, engine, query, wanted) {
    const cut = cutFor(ctx, engine);
    let result;
    try {
        // Only the places read here: the engine need not order (or explain) the rest.
        result = engine.search(preparedFor(ctx, engine), query, { maxResults: cut, keep: { top: cut, tools: wanted } });
    }
    catch (err) {
        if (!(err instanceof _engines_types_js__WEBPACK_IMPORTED_MODULE_0__/* .EngineQueryError */ .NW))
            throw err;
        return null;
    }
    const head = [];
    const subjects = new Map();
    for (const r of result.ranking) {
        if (r.rank <= cut)
            head.push(r);
        if (wanted.includes(r.tool))
            subjects.set(r.tool, r);
    }
    return { results: result.results, mode: result.mode, head, subjects };
}


/***/ }),

/***/ 9336:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  sv: () => (/* binding */ checkLock),
  ZP: () => (/* reexport */ describeDrift),
  MM: () => (/* reexport */ lock_lock/* lockToListings */.MM),
  PG: () => (/* reexport */ lock_lock/* parseLock */.PG),
  be: () => (/* reexport */ lock_lock/* writeLock */.be)
});

// UNUSED EXPORTS: LockError, lockDrift, lockFromListings, readLock, serializeLock

// EXTERNAL MODULE: ./src/lock/lock.ts
var lock_lock = __webpack_require__(2872);
// EXTERNAL MODULE: ./src/util/canonical-json.ts
var canonical_json = __webpack_require__(1989);
;// CONCATENATED MODULE: ./src/lock/drift.ts


/** `name`, or `name#2` for the second tool of the same name (a server bug, but possible). */
function keyed(tools) {
    const counts = new Map();
    const out = new Map();
    tools.forEach((tool, index) => {
        const n = (counts.get(tool.name) ?? 0) + 1;
        counts.set(tool.name, n);
        out.set(n === 1 ? tool.name : `${tool.name}#${n}`, { tool, index });
    });
    return out;
}
function toolDrift(server, name, before, after) {
    const items = [];
    const b = before;
    const a = after;
    if ((0,canonical_json/* canonicalJson */.d)(b.description) !== (0,canonical_json/* canonicalJson */.d)(a.description))
        items.push({ kind: 'description', server, tool: name });
    if ((0,canonical_json/* canonicalJson */.d)(b.inputSchema) !== (0,canonical_json/* canonicalJson */.d)(a.inputSchema))
        items.push({ kind: 'schema', server, tool: name });
    const others = [...new Set([...Object.keys(b), ...Object.keys(a)])]
        .filter((k) => k !== 'description' && k !== 'inputSchema' && k !== 'name')
        .filter((k) => (0,canonical_json/* canonicalJson */.d)(b[k]) !== (0,canonical_json/* canonicalJson */.d)(a[k]))
        .sort();
    if (others.length > 0)
        items.push({ kind: 'changed', server, tool: name, fields: others });
    return items;
}
function serverDrift(locked, live) {
    const server = live.name;
    const items = [];
    if ((0,canonical_json/* canonicalJson */.d)(locked.serverInfo) !== (0,canonical_json/* canonicalJson */.d)(live.serverInfo))
        items.push({ kind: 'server-info', server });
    if ((0,canonical_json/* canonicalJson */.d)(locked.instructions) !== (0,canonical_json/* canonicalJson */.d)(live.instructions))
        items.push({ kind: 'instructions', server });
    const before = keyed(locked.tools);
    const after = keyed(live.tools);
    const beforePages = (0,lock_lock/* lockToolPages */.mK)(locked);
    const afterPages = (0,lock_lock/* lockToolPages */.mK)(live);
    for (const [name, { tool, index }] of after) {
        const old = before.get(name);
        if (!old) {
            items.push({ kind: 'tool-added', server, tool: name });
            continue;
        }
        for (const item of toolDrift(server, name, old.tool, tool))
            items.push(item);
        if (beforePages[old.index] !== afterPages[index])
            items.push({ kind: 'page', server, tool: name, before: beforePages[old.index], after: afterPages[index] });
    }
    for (const name of before.keys())
        if (!after.has(name))
            items.push({ kind: 'tool-removed', server, tool: name });
    const common = (m, other) => [...m.keys()].filter((k) => other.has(k));
    if (common(before, after).join('\n') !== common(after, before).join('\n'))
        items.push({ kind: 'order', server });
    const queries = searchDrift(locked, live);
    if (queries.length > 0)
        items.push({ kind: 'search', server, queries });
    return items;
}
/** The queries a server's own search returns other tools for now than in the lock (asked on one side only included); a changed catalog alone shows in its tools' own drift. */
function searchDrift(locked, live) {
    const answers = (s) => new Map((s.search?.answers ?? []).map((a) => [a.query, (0,canonical_json/* canonicalJson */.d)(a.tools)]));
    const before = answers(locked);
    const after = answers(live);
    return [...new Set([...after.keys(), ...before.keys()])].filter((q) => before.get(q) !== after.get(q));
}
/**
 * How the live listings differ from the lock: empty when `snapshot` would write the same
 * catalog. Pure; servers are compared by name, tools by name within their server.
 */
function lockDrift(lock, listings) {
    const live = (0,lock_lock/* lockFromListings */.f4)(listings).servers;
    const locked = new Map(lock.servers.map((s) => [s.name, s]));
    const items = [];
    for (const server of live) {
        const old = locked.get(server.name);
        if (!old)
            items.push({ kind: 'server-added', server: server.name });
        // One push per item: spreading a server's drift (one item per tool) into push() overflows the stack at about 125,000.
        else
            for (const item of serverDrift(old, server))
                items.push(item);
    }
    const liveNames = new Set(live.map((s) => s.name));
    for (const server of lock.servers)
        if (!liveNames.has(server.name))
            items.push({ kind: 'server-removed', server: server.name });
    return items;
}
/** One line for a drift item, e.g. `+ tracker/close_issue: tool added`. Names are raw: escape them for the medium. */
function describeDrift(item) {
    const what = item.tool !== undefined ? `${item.server}/${item.tool}` : item.server;
    switch (item.kind) {
        case 'server-added':
            return `+ ${what}: server not in the lock file`;
        case 'server-removed':
            return `- ${what}: server in the lock file but not collected`;
        case 'tool-added':
            return `+ ${what}: tool added`;
        case 'tool-removed':
            return `- ${what}: tool removed`;
        case 'description':
            return `~ ${what}: description changed`;
        case 'schema':
            return `~ ${what}: input schema changed`;
        case 'changed':
            return `~ ${what}: ${(item.fields ?? []).join(', ')} changed`;
        case 'page':
            return `~ ${what}: moved from tools/list page ${item.before} to page ${item.after}`;
        case 'order':
            return `~ ${what}: tools listed in another order`;
        case 'instructions':
            return `~ ${what}: instructions changed`;
        case 'server-info':
            return `~ ${what}: serverInfo (name or version) changed`;
        case 'search': {
            const queries = item.queries ?? [];
            const shown = queries.slice(0, 3).map((q) => JSON.stringify(q.slice(0, 80))).join(', ');
            return `~ ${what}: its own search answers ${queries.length === 1 ? 'the query' : `${queries.length} queries`} ${shown}${queries.length > 3 ? ', …' : ''} otherwise`;
        }
    }
}

;// CONCATENATED MODULE: ./src/lock/index.ts




/**
 * The pipeline's lock hook: undefined when there is no lock file. Never throws: a stale or
 * broken lock is a warning for `check`, not a failure.
 */
async function checkLock(path, listings) {
    try {
        const lock = await (0,lock_lock/* readLock */.mF)(path);
        return { path, drift: lockDrift(lock, listings) };
    }
    catch (err) {
        if (err instanceof lock_lock/* LockError */.Ku && err.notFound)
            return undefined;
        return { path, drift: [], error: err.message };
    }
}


/***/ }),

/***/ 4160:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BY: () => (/* binding */ loadNeighbours),
/* harmony export */   oN: () => (/* binding */ neighbourSet)
/* harmony export */ });
/* unused harmony export neighboursDir */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3136);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_url__WEBPACK_IMPORTED_MODULE_3__);
/* harmony import */ var _collect_catalog_file_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1076);
/**
 * The bundled neighbours: recorded catalogs of popular published servers, shipped in the
 * package's `neighbours/` folder (beside `dist/`), read from disk only when a manifest names
 * some. No network: a check with `neighbours: popular` ranks against files.
 */





const SET_FILE = 'neighbours.json';
/** How far above this module the package root may be: src/neighbours/, dist/, dist-lib/neighbours/. */
const MAX_LEVELS = 5;
/**
 * The `neighbours/` folder of the installed package, found upwards from this module: the
 * sources, the ncc bundles (`dist/index.js`, `dist/cli/index.js`) and a compiled library all
 * sit a few levels below it.
 */
function neighboursDir() {
    let dir = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)((0,node_url__WEBPACK_IMPORTED_MODULE_3__.fileURLToPath)(import.meta.url));
    for (let i = 0; i < MAX_LEVELS; i++) {
        if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, 'neighbours', SET_FILE)))
            return (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, 'neighbours');
        dir = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(dir);
    }
    throw new Error(`the bundled neighbours are missing: no neighbours/${SET_FILE} above ${(0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)((0,node_url__WEBPACK_IMPORTED_MODULE_3__.fileURLToPath)(import.meta.url))}`);
}
let cached;
/** The set as shipped (read once per process). */
function neighbourSet() {
    cached ??= (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(neighboursDir(), SET_FILE), 'utf8').then((text) => JSON.parse(text));
    return cached;
}
/** The catalogs of `names`, in that order (the order the client connects them), as listings of source `neighbour`. */
async function loadNeighbours(names) {
    if (names.length === 0)
        return [];
    const dir = neighboursDir();
    return Promise.all(names.map(async (name) => {
        const file = `${name}.json`;
        const { listing } = (0,_collect_catalog_file_js__WEBPACK_IMPORTED_MODULE_4__/* .readCatalogText */ .fe)(name, file, await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.readFile)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)(dir, file), 'utf8'));
        return { ...listing, source: 'neighbour' };
    }));
}


/***/ }),

/***/ 9155:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  YP: () => (/* binding */ collectManifest),
  A7: () => (/* binding */ loadAndCollect),
  Tm: () => (/* binding */ rank),
  gQ: () => (/* binding */ rankTools),
  aI: () => (/* binding */ runPipeline)
});

// UNUSED EXPORTS: searchPlan, withSearchNotes

// EXTERNAL MODULE: ./src/catalog/build.ts
var build = __webpack_require__(1515);
// EXTERNAL MODULE: ./src/catalog/search.ts
var search = __webpack_require__(4011);
// EXTERNAL MODULE: ./src/engines/registry.ts + 42 modules
var registry = __webpack_require__(3330);
// EXTERNAL MODULE: ./src/manifest/per-engine.ts
var per_engine = __webpack_require__(6009);
// EXTERNAL MODULE: ./src/collect/collect.ts
var collect = __webpack_require__(5364);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./src/evaluate/resolve.ts
var resolve = __webpack_require__(1923);
// EXTERNAL MODULE: ./src/evaluate/evaluate.ts + 2 modules
var evaluate = __webpack_require__(4978);
// EXTERNAL MODULE: ./src/lint/run.ts
var run = __webpack_require__(4760);
// EXTERNAL MODULE: ./src/lock/index.ts + 1 modules
var src_lock = __webpack_require__(9336);
// EXTERNAL MODULE: ./src/manifest/load.ts + 4 modules
var load = __webpack_require__(3697);
// EXTERNAL MODULE: ./src/neighbours/bundled.ts
var bundled = __webpack_require__(4160);
// EXTERNAL MODULE: ./src/util/plural.ts
var plural = __webpack_require__(1976);
// EXTERNAL MODULE: ./src/util/progress.ts
var util_progress = __webpack_require__(5365);
// EXTERNAL MODULE: ./src/evaluate/neighbours.ts
var neighbours = __webpack_require__(9259);
// EXTERNAL MODULE: ./src/lint/neighbour-copies.ts
var neighbour_copies = __webpack_require__(4850);
// EXTERNAL MODULE: ./src/lint/util.ts
var util = __webpack_require__(3785);
;// CONCATENATED MODULE: ./src/tool-table/misses.ts
/** A row's cells that miss: the own name alone or with neighbours, and no query (for a tool the client does not load up front), per engine. */
function missesOf(engines) {
    return engines.reduce((n, e) => n + Number(!e.alone.found) + Number(e.withNeighbours?.found === false) + Number(!e.bestQuery && !e.alwaysLoaded), 0);
}

;// CONCATENATED MODULE: ./src/tool-table/table.ts




/**
 * For each engine and tool, the query that ranks the tool best among those whose returned list
 * holds it (the first in the manifest of equals). Queries that name a tool (`select:`) find
 * only what the model already knows, and are left out.
 */
function bestQueries(evaluation) {
    const best = new Map();
    for (const q of evaluation.queries) {
        if ((0,util/* namesItsTool */.lY)(q.query))
            continue;
        for (const [engine, r] of Object.entries(q.engines)) {
            let byTool = best.get(engine);
            if (!byTool)
                best.set(engine, (byTool = new Map()));
            const ranks = new Map(r.ranking.map((x) => [x.tool, x.rank]));
            for (const tool of r.results) {
                const rank = ranks.get(tool);
                if (rank === undefined)
                    continue;
                const held = byTool.get(tool);
                if (!held || rank < held.rank)
                    byTool.set(tool, { query: q.query, line: q.line, rank });
            }
        }
    }
    return best;
}
/** Each tool's context cost, from the evaluation's deferral answer of the first engine that measures one (Claude Code's character measure). */
function toolCosts(ctx, evaluation) {
    for (const engine of ctx.engines) {
        const tools = evaluation.deferral?.[engine.id]?.tools ?? [];
        if (tools.some((t) => t.chars !== undefined))
            return new Map(tools.map((t) => [t.tool, t]));
    }
    return new Map();
}
function ownNameRank(view, engine, tool, query, alwaysLoaded) {
    const result = query ? (0,util/* searchOnce */.SE)(view, engine, query) : null;
    return { rank: result?.subjects.get(tool.id)?.rank ?? null, found: alwaysLoaded || (result?.results.includes(tool.id) ?? false) };
}
/** The row's worst own-name rank: a tool that does not score is worse than any rank; one loaded up front better. */
function worstRank(row) {
    const ranks = row.engines.flatMap((e) => (e.alwaysLoaded ? [0] : [e.alone, ...(e.withNeighbours ? [e.withNeighbours] : [])].map((v) => v.rank ?? Infinity)));
    return Math.max(0, ...ranks);
}
/**
 * One row per tool of the linted servers, worst first: the most missing cells, then the worst
 * own-name rank, then the catalog's order. The own name is ranked on the catalog lint judges
 * (without the neighbours' copies of your tools) and, with neighbours, on your servers alone.
 */
function toolTable(ctx, evaluation) {
    const costs = toolCosts(ctx, evaluation);
    const judged = (0,neighbour_copies/* withoutCopies */.O)(ctx);
    const split = (0,neighbours/* splitNeighbours */.lh)(ctx.catalog);
    const alone = split ? (0,util/* subsetContext */.OX)(ctx, split.alone) : judged;
    const best = bestQueries(evaluation);
    const rows = (0,util/* targetTools */.$g)(ctx).map((tool) => {
        const ownName = (0,util/* ownNameQueryOf */.ho)(ctx, tool);
        const engines = ctx.engines.map((engine) => {
            const alwaysLoaded = engine.loadsAlwaysLoad && tool.alwaysLoad;
            const bestQuery = best.get(engine.id)?.get(tool.id);
            return {
                engine: engine.id,
                maxResults: (0,util/* cutFor */.iN)(ctx, engine),
                ...(alwaysLoaded ? { alwaysLoaded: true } : {}),
                alone: ownNameRank(alone, engine, tool, ownName, alwaysLoaded),
                ...(split ? { withNeighbours: ownNameRank(judged, engine, tool, ownName, alwaysLoaded) } : {}),
                ...(bestQuery ? { bestQuery } : {})
            };
        });
        const cost = costs.get(tool.id);
        return {
            tool: tool.id,
            server: tool.rawServer,
            name: tool.name,
            ownName,
            engines,
            misses: missesOf(engines),
            ...(cost?.chars !== undefined ? { chars: cost.chars } : {}),
            ...(cost?.estimate ? { charsEstimate: true } : {})
        };
    });
    const index = new Map((0,util/* targetTools */.$g)(ctx).map((t) => [t.id, t.index]));
    return rows.sort((a, b) => b.misses - a.misses || worstRank(b) - worstRank(a) || index.get(a.tool) - index.get(b.tool));
}

;// CONCATENATED MODULE: ./src/pipeline.ts















/**
 * manifest -> collect -> catalog -> engines -> evaluate. Stored catalogs load first, so a
 * reference mistake that involves only them is reported before any server starts.
 */
async function loadAndCollect(options) {
    const manifest = await (0,load/* loadManifest */.eY)(options.config, options.baseDir);
    // Before any server starts: a view to judge in means nothing without neighbours.
    if (options.judge && manifest.neighbours.length === 0)
        throw new errors/* UsageError */.e(`fail-on \`${options.judge}\` chooses between the views alone and with neighbours, but ${options.config} lists no \`neighbours:\`; drop \`${options.judge}\` from fail-on`);
    const search = searchPlan(manifest, options.engines);
    const { listings, catalog } = await collectManifest(manifest, { baseDir: options.baseDir, callerEnv: options.callerEnv, search }, options.progress);
    return { manifest, listings, catalog: withSearchNotes(manifest, catalog, options.engines) };
}
/** Every engine id the manifest's queries run under (`engines` replacing them all, as `check --engine` does). */
function engineIdsOf(manifest, engines) {
    return [...new Set(engines ?? [...manifest.engines, ...manifest.queries.flatMap((q) => q.engines ?? [])])];
}
/** What a server with its own search is asked at collection: the queries engine `server` ranks, and its cut. */
function searchPlan(manifest, engines) {
    const isServer = (id) => (0,registry/* resolveEngine */.F0)(id).recordedAnswers === true;
    const queries = manifest.queries.filter((q) => (engines ?? q.engines ?? manifest.engines).some(isServer)).map((q) => q.query);
    const server = (0,registry/* resolveEngine */.F0)('server');
    return { queries, maxResults: (0,per_engine/* forEngine */.w)(manifest.maxResults, server) ?? server.defaultMaxResults };
}
/**
 * The manifest's servers, stored catalogs and bundled neighbours first (see loadAndCollect), as
 * listings (the manifest's own servers: what the lock file keeps) and one catalog, the
 * neighbours connected last.
 */
async function collectManifest(manifest, ctx, progress = util_progress/* SILENT */.q) {
    const stored = manifest.servers.filter((s) => s.kind === 'catalog');
    const live = manifest.servers.filter((s) => s.kind !== 'catalog');
    const [storedListings, neighbours] = await Promise.all([(0,collect/* collectAll */._U)(stored, ctx), (0,bundled/* loadNeighbours */.BY)(manifest.neighbours.map((n) => n.name))]);
    (0,evaluate/* bindQueries */.aH)(manifest, (0,build/* buildCatalog */.oY)([...storedListings, ...neighbours]), new Set(live.map((s) => s.name)));
    const liveListings = live.length ? await progress.step(`Starting ${(0,plural/* plural */.L)(live.length, 'server')} and collecting their tools`, () => (0,collect/* collectAll */._U)(live, ctx)) : [];
    const byName = new Map([...storedListings, ...liveListings].map((l) => [l.name, l]));
    const collected = manifest.servers.map((s) => byName.get(s.name));
    const unseen = namedOnly(manifest, collected, neighbours);
    const listings = unseen ? collected.map((l) => (l === unseen.listing ? knownByName(l, unseen.names) : l)) : collected;
    return { listings, catalog: (0,build/* buildCatalog */.oY)([...listings, ...neighbours]) };
}
/**
 * A ranked search cannot list every tool behind it: a tool the manifest names that no answer
 * returned is known by its name alone (`search.unseen`), so its expectations are judged (not
 * found) rather than refused. Only a reference that names no other tool, bare or qualified to
 * that server, and only while one such server is in the manifest. Undefined when there is none.
 */
function namedOnly(manifest, listings, neighbours) {
    const partial = listings.filter((l) => l.search?.catalog === 'partial');
    if (partial.length !== 1)
        return undefined;
    const [listing] = partial;
    // References resolve over every tool: a bare name may be another server's or a neighbour's.
    const lookup = (0,build/* buildCatalog */.oY)([...listings, ...neighbours]);
    const refs = manifest.queries.flatMap((q) => [...q.expect, ...q.expectAny, ...q.forbid]).map((r) => r.ref);
    const names = new Set(refs
        .filter((ref) => !('tool' in (0,resolve/* resolveToolRef */.e)(ref, lookup)))
        .map((ref) => /^mcp__(.+?)__(.+)$/.exec(ref) ?? /^([^/]+)\/(.+)$/.exec(ref) ?? [ref, listing.name, ref])
        .filter(([, server]) => server === listing.name)
        .map(([, , name]) => name));
    return names.size ? { listing, names: [...names] } : undefined;
}
/** `listing` with `names` added as tools known by name alone, its answers keyed by the catalog they now belong to. */
function knownByName(listing, names) {
    const tools = [...listing.tools, ...names.map((name) => ({ name }))];
    return {
        ...listing,
        tools,
        ...(listing.toolPages ? { toolPages: [...listing.toolPages, ...names.map(() => 1)] } : {}),
        search: { ...(0,search/* rekeyedSearch */.Gp)(listing.search, tools), unseen: [...names] }
    };
}
async function runPipeline(options) {
    const started = performance.now();
    const collected = await loadAndCollect(options);
    // Lint ranks with the same engines on the same catalog: share what evaluation prepared.
    const prepared = new Map();
    const neighbourSetVersion = collected.manifest.neighbours.length > 0 ? (await (0,bundled/* neighbourSet */.oN)()).version : undefined;
    const evaluation = await rank(collected.manifest, collected.catalog, { ...options, prepared, ...(neighbourSetVersion ? { neighbourSet: neighbourSetVersion } : {}) });
    // One lint context for the findings and the tool table: they share its own-name searches.
    const ctx = (0,run/* lintContext */.l$)(collected.manifest, collected.catalog, { engines: options.engines, prepared });
    const findings = await progress(options).step(`Linting ${(0,plural/* plural */.L)(collected.catalog.tools.length, 'tool')}`, async () => (0,run/* lint */.u8)(ctx, { rules: collected.manifest.lintRules }));
    const table = options.toolTable ? toolTable(ctx, evaluation) : undefined;
    const lock = await (0,src_lock/* checkLock */.sv)(collected.manifest.lockFile, collected.listings);
    return { ...collected, evaluation, findings, ...(table ? { toolTable: table } : {}), ...(lock ? { lock } : {}), durationMs: Math.round(performance.now() - started) };
}
/**
 * What `mcp-tool-rank tools` shows: every tool's own-name ranks and the best query that finds
 * it, from the manifest's rankings without advice (it judges nothing).
 */
async function rankTools(options) {
    const { manifest, catalog } = await loadAndCollect(options);
    const prepared = new Map();
    const evaluation = await rank(manifest, catalog, { ...options, advice: false, prepared });
    const ctx = (0,run/* lintContext */.l$)(manifest, catalog, { engines: options.engines, prepared });
    return { manifest, evaluation, rows: await progress(options).step("Ranking each tool's own name", async () => toolTable(ctx, evaluation)) };
}
function progress(options) {
    return options.progress ?? util_progress/* SILENT */.q;
}
/** Every query ranked, as a step that counts them; a signal stops it between two queries. */
function rank(manifest, catalog, options) {
    const p = progress(options);
    const n = manifest.queries.length;
    const engines = runnableEngines(manifest, catalog, options.engines);
    return p.step(`Ranking ${(0,plural/* plural */.L)(n, 'query', 'queries')} over ${(0,plural/* plural */.L)(catalog.tools.length, 'tool')}`, () => (0,evaluate/* evaluateInterruptibly */.V_)(manifest, catalog, { ...options, ...(engines ? { engines } : {}), onProgress: (done, total) => p.advance(done, total) }));
}
/**
 * The engines that can rank this catalog, when some cannot: a server whose ranked search hides
 * tools that cannot be listed leaves only the engines that read its own answers (`server`).
 * Undefined when every engine can run. Each such server says which engines ran and why (withSearchNotes).
 */
function runnableEngines(manifest, catalog, engines) {
    const partial = catalog.servers.filter((s) => s.search?.catalog === 'partial');
    if (partial.length === 0)
        return undefined;
    const ids = engineIdsOf(manifest, engines);
    const runnable = ids.filter((id) => (0,registry/* resolveEngine */.F0)(id).recordedAnswers);
    if (runnable.length === 0) {
        throw new errors/* UsageError */.e(`server ${partial.map((s) => `\`${s.name}\``).join(', ')} hides its tools behind a ranked search of its own (\`${partial[0].search.tool}\`), which cannot list them all, so ${ids.join(', ')} cannot rank them: add \`server\` to \`engines:\` to rank through the server's own search (or, if it is not a search of the server's own tools, set \`search: false\` on the server)`);
    }
    return runnable;
}
/**
 * `catalog` with a note on each server that has a search of its own: which engines can run on
 * it (`engines` replacing the manifest's, as in rank) and why. Added once, where the pipeline's
 * catalog is made; every view shows it among the server's warnings.
 */
function withSearchNotes(manifest, catalog, engines) {
    if (!catalog.servers.some((s) => s.search))
        return catalog;
    const ids = engineIdsOf(manifest, engines);
    const cut = searchPlan(manifest).maxResults;
    return { ...catalog, servers: catalog.servers.map((s) => (s.search ? { ...s, warnings: [...s.warnings, searchNote(s, ids, cut)] } : s)) };
}
/** Which engines could run on a server with its own search, and why: shown in every view as the server's note. */
function searchNote(server, ids, cut) {
    const search = server.search;
    const how = `hides its tools behind its own search \`${search.tool}\` (argument \`${search.argument}\`)`;
    const others = ids.filter((id) => !(0,registry/* resolveEngine */.F0)(id).recordedAnswers);
    const asked = ids.some((id) => (0,registry/* resolveEngine */.F0)(id).recordedAnswers);
    const limit = search.maxResults !== undefined ? `max_results ${search.maxResults} passed` : `its own limit: at most ${search.longestAnswer} tools per answer seen`;
    // The server's own limit decides what it returns; a smaller cut would judge tools it did return as not found.
    const wider = search.maxResults === undefined && search.longestAnswer > cut ? `, more than the cut ${cut}: set \`max_results: { server: ${search.longestAnswer} }\` if that is the server's limit` : '';
    const serverPart = asked ? `engine \`server\` ranks through the server's own answers (${limit}${wider})` : 'add `server` to `engines:` to rank through the server\'s own answers';
    if (search.catalog === 'enumerated') {
        return `${how}: all ${(0,plural/* plural */.L)(server.toolCount, 'tool')} behind it were listed through it in ${(0,plural/* plural */.L)(search.roundTrips ?? 0, 'round trip')}, so ${others.length ? `lint and ${others.join(', ')} run` : 'lint runs'} on them; ${serverPart}`;
    }
    const unseen = search.unseen?.length ? ` (and ${(0,plural/* plural */.L)(search.unseen.length, 'tool')} the manifest names, by name only: ${search.unseen.map((n) => `\`${n}\``).join(', ')})` : '';
    const known = server.toolCount - (search.unseen?.length ?? 0);
    return `${how}, which ranks and cannot list every tool: lint${others.length ? ` and ${others.join(', ')}` : ''} could not run, since they read the whole catalog and only the ${(0,plural/* plural */.L)(known, 'tool')} \`tools/list\` shows and its answers returned are known${unseen}; ${serverPart}`;
}


/***/ }),

/***/ 5365:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   q: () => (/* binding */ SILENT)
/* harmony export */ });
const SILENT = {
    step: (_title, run) => run(),
    note: () => undefined,
    advance: () => undefined
};


/***/ }),

/***/ 4145:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  d3: () => (/* reexport */ adviseWording),
  b$: () => (/* reexport */ inflector),
  B_: () => (/* reexport */ measureWording),
  D: () => (/* reexport */ wording_types/* meets */.D),
  DG: () => (/* reexport */ phrasingsFor),
  G_: () => (/* reexport */ wordingAsk),
  jS: () => (/* reexport */ wordingSearch),
  DX: () => (/* reexport */ wordingsOf)
});

// UNUSED EXPORTS: FILLER_WORDS, MAX_WORDINGS, NOUN_GROUPS, VERB_GROUPS, loadInflector, shareOf, synonymsOf, variantOf

// EXTERNAL MODULE: ./src/advice/advise.ts
var advise = __webpack_require__(7030);
// EXTERNAL MODULE: ./src/util/words.ts
var util_words = __webpack_require__(333);
// EXTERNAL MODULE: ./src/engines/types.ts
var types = __webpack_require__(2802);
// EXTERNAL MODULE: ./src/wording/types.ts
var wording_types = __webpack_require__(6781);
;// CONCATENATED MODULE: ./src/wording/measure.ts
/**
 * Wording measured: each other wording of a query searched under one engine, and whether it
 * finds the expected tool as the expectation asks (within its rank, returned by the client).
 * Everything engine-specific is the engine's own answer.
 */


/**
 * A search of one engine and prepared catalog, each wording searched once however many
 * expected tools read it. `keep` names the tools whose places are read (the engine orders
 * only the head of the ranking down to `top`).
 */
function wordingSearch(engine, prepared, maxResults, keep) {
    const memo = new Map();
    return (wording) => {
        if (!memo.has(wording)) {
            try {
                memo.set(wording, engine.search(prepared, wording, { maxResults, keep }));
            }
            catch (err) {
                if (!(err instanceof types/* EngineQueryError */.NW))
                    throw err;
                memo.set(wording, undefined);
            }
        }
        return memo.get(wording);
    };
}
/** Where `subject` stands in one wording's result. */
function variantOf(wording, result, subject) {
    const rank = result?.ranking.find((r) => r.tool === subject.tool)?.rank ?? null;
    const found = subject.alwaysLoaded || (result !== undefined && rank !== null && rank <= subject.within && result.results.includes(subject.tool));
    return { query: wording, rank, found };
}
/** How many of `wordings` find `subject`, each with its rank. */
function measureWording(wordings, search, subject, min) {
    const variants = wordings.map((w) => variantOf(w, search(w), subject));
    const found = variants.filter((v) => v.found).length;
    return { ...(min !== undefined ? { min } : {}), found, total: variants.length, pass: (0,wording_types/* meets */.D)(found, variants.length, min), variants };
}

;// CONCATENATED MODULE: ./src/wording/advise.ts
/**
 * Advice for lost wordings: the smallest edit of the expected tool's own text (words at the
 * start of its description, or in its search hint where the client reads one) that wins
 * enough wordings back, found as the expectation advice finds its edit: each candidate is
 * applied to a copy of the catalog, which the engine prepares and searches again with every
 * wording, so the count it reports is the engine's own answer.
 */




/** At most this many words are added: past that, the tool's text is being rewritten, not edited. */
const MAX_WORDS = 3;
/** Words grouped into one edit per field, in the order they were chosen. */
function toEdits(tool, chosen) {
    return (0,advise/* editableFields */.yq)({ readsSearchHint: true })
        .map((field) => ({ tool, field, add: chosen.filter((c) => c.field === field).map((c) => c.term) }))
        .filter((e) => e.add.length > 0);
}
/**
 * The fewest words (description first, then the search hint) whose addition makes at least
 * `min` of the wordings find the tool while the query itself still does; or, when no edit of
 * up to three words reaches it, the one that wins the most back. Undefined when no word helps.
 */
function adviseWording(input) {
    const { engine, subject, wordings, maxResults } = input;
    const lost = input.measured.variants.filter((v) => !v.found).map((v) => v.query);
    if (lost.length === 0 || subject.alwaysLoaded)
        return undefined;
    // The client's own words of each lost wording, those it scores: the words the tool lacks are among them.
    const terms = [...new Set(lost.flatMap((w) => engine.queryTerms(w)))].filter((t) => !util_words/* STOP_WORDS */.$k.has(t));
    const candidates = (0,advise/* editableFields */.yq)(engine).flatMap((field) => terms.map((term) => ({ term, field })));
    const keep = { top: subject.within, tools: [subject.tool] };
    const found = (chosen) => {
        const prepared = (0,advise/* prepareWithEdits */.jZ)(engine, input.catalog, input.prepared, toEdits(subject.tool, chosen));
        const search = wordingSearch(engine, prepared, maxResults, keep);
        if (!measureWording([input.query], search, subject, undefined).found)
            return -1;
        return measureWording(wordings, search, subject, undefined).found;
    };
    // Greedy, as the expectation advice: the word that wins most, a description edit before a hint.
    let best = { chosen: [], found: input.measured.found };
    while (best.chosen.length < MAX_WORDS && !(0,wording_types/* meets */.D)(best.found, wordings.length, input.min)) {
        let step;
        for (const c of candidates) {
            if (best.chosen.some((x) => x.term === c.term))
                continue;
            const trial = { chosen: [...best.chosen, c], found: found([...best.chosen, c]) };
            if (!step || trial.found > step.found)
                step = trial;
        }
        if (!step || step.found <= best.found)
            break;
        best = step;
    }
    if (best.chosen.length === 0)
        return undefined;
    return { edits: toEdits(subject.tool, best.chosen), found: best.found };
}

;// CONCATENATED MODULE: ./src/wording/config.ts
/** The query's own `wording:` (a share, `true`, `false`), else the manifest's; without either, measured and reported only. */
function wordingAsk(spec, manifest) {
    if (spec.wording === false)
        return undefined;
    if (typeof spec.wording === 'number')
        return { min: spec.wording };
    if (spec.wording === true)
        return {};
    if (manifest.wording?.off)
        return undefined;
    return manifest.wording?.min !== undefined ? { min: manifest.wording.min } : {};
}

// EXTERNAL MODULE: ./node_modules/pluralize/pluralize.js
var pluralize = __webpack_require__(6112);
var pluralize_default = /*#__PURE__*/__webpack_require__.n(pluralize);
;// CONCATENATED MODULE: ./src/wording/verb-forms.ts
const VERB_FORMS = {
    "create": {
        "infinitive": "create",
        "gerund": "creating",
        "present": "creates",
        "past": "created"
    },
    "add": {
        "infinitive": "add",
        "gerund": "adding",
        "present": "adds",
        "past": "added"
    },
    "make": {
        "infinitive": "make",
        "gerund": "making",
        "present": "makes",
        "past": "made"
    },
    "open": {
        "infinitive": "open",
        "gerund": "opening",
        "present": "opens",
        "past": "opened"
    },
    "get": {
        "infinitive": "get",
        "gerund": "getting",
        "present": "gets",
        "past": "got"
    },
    "fetch": {
        "infinitive": "fetch",
        "gerund": "fetching",
        "present": "fetches",
        "past": "fetched"
    },
    "read": {
        "infinitive": "read",
        "gerund": "reading",
        "present": "reads",
        "past": "read"
    },
    "show": {
        "infinitive": "show",
        "gerund": "showing",
        "present": "shows",
        "past": "showed"
    },
    "retrieve": {
        "infinitive": "retrieve",
        "gerund": "retrieving",
        "present": "retrieves",
        "past": "retrieved"
    },
    "list": {
        "infinitive": "list",
        "gerund": "listing",
        "present": "lists",
        "past": "listed"
    },
    "enumerate": {
        "infinitive": "enumerate",
        "gerund": "enumerating",
        "present": "enumerates",
        "past": "enumerated"
    },
    "update": {
        "infinitive": "update",
        "gerund": "updating",
        "present": "updates",
        "past": "updated"
    },
    "edit": {
        "infinitive": "edit",
        "gerund": "editing",
        "present": "edits",
        "past": "edited"
    },
    "modify": {
        "infinitive": "modify",
        "gerund": "modifying",
        "present": "modifies",
        "past": "modified"
    },
    "change": {
        "infinitive": "change",
        "gerund": "changing",
        "present": "changes",
        "past": "changed"
    },
    "set": {
        "infinitive": "set",
        "gerund": "setting",
        "present": "sets",
        "past": "set"
    },
    "delete": {
        "infinitive": "delete",
        "gerund": "deleting",
        "present": "deletes",
        "past": "deleted"
    },
    "remove": {
        "infinitive": "remove",
        "gerund": "removing",
        "present": "removes",
        "past": "removed"
    },
    "destroy": {
        "infinitive": "destroy",
        "gerund": "destroying",
        "present": "destroys",
        "past": "destroyed"
    },
    "search": {
        "infinitive": "search",
        "gerund": "searching",
        "present": "searches",
        "past": "searched"
    },
    "find": {
        "infinitive": "find",
        "gerund": "finding",
        "present": "finds",
        "past": "found"
    },
    "query": {
        "infinitive": "query",
        "gerund": "querying",
        "present": "queries",
        "past": "queried"
    },
    "send": {
        "infinitive": "send",
        "gerund": "sending",
        "present": "sends",
        "past": "sent"
    },
    "post": {
        "infinitive": "post",
        "gerund": "posting",
        "present": "posts",
        "past": "posted"
    },
    "run": {
        "infinitive": "run",
        "gerund": "running",
        "present": "runs",
        "past": "ran"
    },
    "execute": {
        "infinitive": "execute",
        "gerund": "executing",
        "present": "executes",
        "past": "executed"
    },
    "start": {
        "infinitive": "start",
        "gerund": "starting",
        "present": "starts",
        "past": "started"
    },
    "trigger": {
        "infinitive": "trigger",
        "gerund": "triggering",
        "present": "triggers",
        "past": "triggered"
    },
    "close": {
        "infinitive": "close",
        "gerund": "closing",
        "present": "closes",
        "past": "closed"
    },
    "resolve": {
        "infinitive": "resolve",
        "gerund": "resolving",
        "present": "resolves",
        "past": "resolved"
    },
    "write": {
        "infinitive": "write",
        "gerund": "writing",
        "present": "writes",
        "past": "wrote"
    },
    "save": {
        "infinitive": "save",
        "gerund": "saving",
        "present": "saves",
        "past": "saved"
    },
    "stop": {
        "infinitive": "stop",
        "gerund": "stopping",
        "present": "stops",
        "past": "stopped"
    },
    "cancel": {
        "infinitive": "cancel",
        "gerund": "cancelling",
        "present": "cancels",
        "past": "cancelled"
    },
    "deploy": {
        "infinitive": "deploy",
        "gerund": "deploying",
        "present": "deploys",
        "past": "deployed"
    },
    "release": {
        "infinitive": "release",
        "gerund": "releasing",
        "present": "releases",
        "past": "released"
    }
};
const VERB_OF = {
    "added": "add",
    "adding": "add",
    "adds": "add",
    "canceled": "cancel",
    "canceling": "cancel",
    "cancelled": "cancel",
    "cancelling": "cancel",
    "cancels": "cancel",
    "changed": "change",
    "changeing": "change",
    "changes": "change",
    "changing": "change",
    "closed": "close",
    "closeing": "close",
    "closes": "close",
    "closing": "close",
    "created": "create",
    "createing": "create",
    "creates": "create",
    "creating": "create",
    "deleted": "delete",
    "deleteing": "delete",
    "deletes": "delete",
    "deleting": "delete",
    "deployed": "deploy",
    "deploying": "deploy",
    "deploys": "deploy",
    "destroyed": "destroy",
    "destroying": "destroy",
    "destroys": "destroy",
    "edited": "edit",
    "editing": "edit",
    "edits": "edit",
    "enumerated": "enumerate",
    "enumerateing": "enumerate",
    "enumerates": "enumerate",
    "enumerating": "enumerate",
    "executed": "execute",
    "executeing": "execute",
    "executes": "execute",
    "executing": "execute",
    "fetched": "fetch",
    "fetches": "fetch",
    "fetching": "fetch",
    "fetchs": "fetch",
    "finded": "find",
    "finding": "find",
    "finds": "find",
    "found": "find",
    "gets": "get",
    "getting": "get",
    "got": "get",
    "gotten": "get",
    "listed": "list",
    "listing": "list",
    "lists": "list",
    "made": "make",
    "makeing": "make",
    "makes": "make",
    "making": "make",
    "modified": "modify",
    "modifies": "modify",
    "modifyed": "modify",
    "modifying": "modify",
    "modifys": "modify",
    "opened": "open",
    "opening": "open",
    "opens": "open",
    "posted": "post",
    "posting": "post",
    "posts": "post",
    "queried": "query",
    "queries": "query",
    "queryed": "query",
    "querying": "query",
    "querys": "query",
    "ran": "run",
    "readed": "read",
    "reading": "read",
    "reads": "read",
    "released": "release",
    "releaseing": "release",
    "releases": "release",
    "releasing": "release",
    "removed": "remove",
    "removeing": "remove",
    "removes": "remove",
    "removing": "remove",
    "resolved": "resolve",
    "resolveing": "resolve",
    "resolves": "resolve",
    "resolving": "resolve",
    "retrieved": "retrieve",
    "retrieveing": "retrieve",
    "retrieves": "retrieve",
    "retrieving": "retrieve",
    "running": "run",
    "runs": "run",
    "saved": "save",
    "saveing": "save",
    "saves": "save",
    "saving": "save",
    "searched": "search",
    "searches": "search",
    "searching": "search",
    "searchs": "search",
    "sended": "send",
    "sending": "send",
    "sends": "send",
    "sent": "send",
    "sets": "set",
    "setting": "set",
    "showed": "show",
    "showing": "show",
    "shown": "show",
    "shows": "show",
    "started": "start",
    "starting": "start",
    "starts": "start",
    "stopped": "stop",
    "stopping": "stop",
    "stops": "stop",
    "triggered": "trigger",
    "triggering": "trigger",
    "triggers": "trigger",
    "updated": "update",
    "updateing": "update",
    "updates": "update",
    "updating": "update",
    "writeing": "write",
    "writes": "write",
    "writing": "write",
    "written": "write",
    "wrote": "write"
};
const ADJECTIVES = new Set("abandoned aberrant abject ablaze able aboard above abreast abrupt absent absolute absorbed abstract abstruse absurd absurder absurdest abundant academic accelerating accepted accommodating accompanying accurate aching acknowledged acquiescent actual acute adamant adept adequate adjusted adolescent adopted adult advanced adverse affected affectionate affluent afraid against aged aggressive agile agonizing agonzing agreeable ahead alarmed alarming alcoholic alert alighter alightest alike alive alkaline all alleged alone aloof alright altered alternate alternative amazed amazing ample amusing angrier angriest angry animated annoying antarctic anticipated antiquated antique antsy appalled appalling apparent appealing appetizing applied appreciated appropriate approximater approximatest apt arab arbitrary archival arctic armed arresting arrogant articulater articulatest artificial artsy ashen asleep aspiring associated assumed assured assuring astonishing astounding astute attractive auditory augmented austere authentic authorized autoimmune average awake awarded aware awesome awesomer awesomest awkward backwards bad baffled baffling baked balanced bald balder baldest bankrupter bankruptest bare barren based battered bawdier bawdiest bawdy beautiful becoming behind belated bella beloved below beneath beneficial benign bent beside bestselling better bewildered bewildering bewitching beyond biased big bigger biggest bigtime binding bipartisan bitter bitterest bizarre blacker blackest bland blander blandest blessed blind blinded blinding blithe blond blonder blondest bloodier bloodiest bloody blue bluer bluest blunter bluntest boggling bogus boiled boiling bold bolder boldest boldface bonafide booming bored boring bottled bottom bouncier bounciest bouncing bouncy bound bourgeois brash brasher brashest brave braver bravest breathtaking brief bright brighter brightest brilliant brillianter brilliantest brisk broad broader broadest broken bronze brown browner brownest bruised bruising brute buff buffest burlier burliest burly burned burnt busier busiest bustling busy caged cageier cageiest cagey calculated calmer calmest calming captivating cardiac careful caring celebate celebrated centralized certain certified challenging changing charged charmed charming cheap cheaper cheapest cheery cheesier cheesiest cheesy chewy chief chilled chillier chilliest chilling chilly chintzy circumspect civil classic classified cleanest clearer clearest clever cleverer cleverest clockwise closed closer closest closing cloudier cloudiest cloudy cluttered coarse coarser coarsest coded coercive cogent cognizant cold colder coldest colonial colored colossal coloured comatose combined comforting comic commanding commensurate commercial common commoner commonest communist companion compassionate compelling competing completer completest complex complicated compromising compulsory concave conceited concentrated concerning concise concrete condescending conducive conflicting confused confusing congruent conjoint conjugal conjugater conjugatest consequent considered consolidated conspiring constant constituent consummater consummatest contemporary content continuing contradictory contrary contrasting contributing contrite controlled controlling convertable cooked cooler coolest cooperative corporate correcter correctest corresponding corrupter corruptest costlier costliest costly counterclockwise counterfeiter counterfeittest covered covert cowardlier cowardliest cowardly coy cozier coziest cozy cracked crafty cramped craven crazed creepy crippling crisp crisper crispest crowded crucial crude cruel crueler cruelest crushed crystalline cuddlier cuddliest cuddly cultivated cunning cured curlier curliest curly curmudgeonly customary customized cute cuter cutest cutesy cutting daily damaged damaging dampened damper dampest dangerous dapper daring dark darling dashing dated daunting dazed dazzled dead deader deadest deadlier deadliest deadly deadpan deaf deafer deafest dear dearer dearest debilitating decayed deceased deceiving decentralized declining decorated decreasing dedicated deep deeper deepest deferred defiant defined defining definite deformed defuser defusest degenerate degrading delayed deliberater deliberatest delicate delighted delightful delighting demanding demeaning demographic demoralizing demure dense denser densest dependent depressed deranged derelict derivative deserving desperate despondent destitute desultory detailed determined devastating developed devoid devoted devout didactic difficult diffuser diffusest dignified dim diminished dire directed directer directest direr direst dirtier dirtiest dirty disabled disappointing disarming disciplined discounted discouraged discreet discrete diseased disgruntled disgusting disheartening disjoint disparate dissenting distant distinct distorted distracting distressed disturbed disturbing divergent diverse divine diviner divinest dizzier dizziest dizzy dizzying docile dominant done dormant doting doubler doublest doubtful drained dreary dried driest drifting drowsy drunk drunker drunkest due duller dullest dumb dumber dumbest dustier dustiest dusty eager earlier earliest early earnest earnester earthlier earthliest earthly easier easiest east eastern easterner easternest easy easygoing edified educated eerie eerier eeriest efficient elaborater elaboratest elated elder elderly electrifying elegant eliciter elicittest elite eloquent emaciated embarrassed emergent emerging eminent empowering emptier emptiest enabling enamored enchanted encouraging endearing enduring energizing engaged engaging enhanced enlivening enough enriching ensuing ensured enthralling enticing entire epic equal equipped erect erstwhile escaped essential essentialer essentialest established ethereal everyday evil eviler evilest exact exacting exaggerated exasperating excess excited executive exempter exemptest exhausting exhilarating existing expanded expected expedient experienced expert explicit exploding exposed expresser expressest exquisite extended extra extravagant extreme extremer extremest exuberant exultant fabled faded failed fainter faintest fair faker fakest false famed familiar fancier fanciest far farther fascinated faster fastest fat faultier faultiest faulty faux favorite favourite feared feeble feebler feeblest fellow female feminine feminist fertile fervent fetching fewer fierce fiercer fiercest fiery final financial financialer financialest fine finer finished finite firmer firmest fitted fitting fixed flagrant flaming flat flattering flattest flavored flavoured flirtier flirtiest flirty floating flowering flowery flowing fluent fluid fluorescent flustered foamier foamiest foamy focused folksy fond fonder fondest foolish foregoing foreign foreseeable forgetful formal formaler formalest former forthcoming fortunate fouler foulest founding fractured fragile fragmented fragrant frail frailer frailest framed frank franker frankest frantic freer freest freezing frequent fresh fresher freshest fretful fried friendlier friendliest friendly frightening frilly fringer fringest frozen frugal frustrating fugitive fulfilling full fullest funer funest funnier funniest funny furrier furriest furry furthest future gaier gainful gauche gaudier gaudiest gaudy gay gayest general generic genious gentle gentler gentlest genuine genuiner genuinest ghastlier ghastliest ghastly ghostlier ghostliest ghostly giant gianter giantest giddier giddiest giddy gifted gigantic glad gladder gladest glaring gleaming glib glibber glibest global gloomier gloomiest gloomy gold golden good goofier goofiest goofy graceful graiest grand grander grandest graphic grateful gratified grating gratis grave gray grayer greasy great greater greatest greedier greediest greedy green greener greenest greier grey greyest grilled grim grimest grimmer gripping grislier grisliest grisly grizzled groovier grooviest groovy gross grosser grossest groundbreaking growing grueling gruesome gruesomer gruesomest guarded guided guilty hairy half hallowed hammered handsome handsomer handsomest handsy handy happier happiest happy hard hardcore harder hardest hardier hardiest hardworking hardy harmed harsh harsher harshest hateful headier headiest heady healing heartier heartiest heartwarming hearty heated heavenlier heavenliest heavenly heavier heaviest heavy heftier heftiest hefty hellish helpful hesitant hesitanter hesitantest high higher highest highfalutin hillier hilliest hilly hispanic hoary hobby hollower hollowest homeless homelier homeliest homely homesick honest honorary hooked horrific horrified hostile hot hotter hottest hourly huge huger hugest humane humble humbled humbler humblest humdrum humid humider humidest humiliating hungrier hungriest hungry icier iciest icy ideal idler idlest ignorant ill illegal illegitimate iller illest illicit illiterate illuminated immature immediate immense imminent impartial impending imperfect implicit implied impolite important imported imposing impressionist improper improved inaccurate inadequate inane inappropriate inbred incomplete inconsiderate incorporating incorrect increased increasing incumbent indebted indefinite independent indeterminate indie indirect individual indoor indulgent inept inert infected inferior infinite inflated influential informed infrared infrequent infuriated ingrown inhibitory initial injured innate inner innocent inordinate insane insecure insecurer insecurest inside insignificant insoluble insolvent inspired inspiring instant insubordinate insulting intact integrated intellegent intellegenter intellegentest intended intense intensified interdependent interested interesting interim intermediate intermediater intermediatest intimate intimater intimatest intimidating intoxicated intoxicating intriguing invaluable invigorating invited involved irate irrelevant irritating isolated jaded jagged jittery joined jollier jolliest jolly judged juicier juiciest juicy junior justice justified juvenile kaput keen keener keenest kind kinder kindest kindly knotted knowing known lacking lagging laier laiest lame lamer lamest languid lapsed large larger largest laster lasting late lately later latest latter leading leaner leanest leaning leerier leeriest leery left legal legendary legitimate lesser lethal leveled lewd lewder lewdest liberal licensed lifesaving lighthearted lightweight likelier likeliest likely lil liler lilest limited limp limper limpest liquid listed literal literary literate little littler littlest livelier liveliest lively livest living loaded locked loftier loftiest lofty lonelier loneliest lonely long longer longest longstanding longterm longtime loose looser loosest lost loud louder loudest lousier lousiest lousy loutish loved lovelier loveliest lovely loving low lowest lowlier lowliest lowly loyal loyaler loyalest luckier luckiest lucky lumbering lush macabre macho mad maddening madder madest magenta main mainstream major makeshift male mammalian mammoth managed mandatory manufactured many marine maritime marked masculine maturer maturest maturing maverick meager meandering meaner meanest measlier measliest measly measured meatier meatiest meaty median mediocre medium meek meeker meekest mega mellow mellower mellowest melted melting menacing mending mere merry mesmerizing metric metropolitan mild milder mildest mindblowing mini miniature minor missing mistier mistiest misty mitigating mixed mobile moderater moderatest modern modernist modest modified moist moister moldy monochrome monthly moodier moodiest moody moot moral morbid mortal most motivated mounted moving muddy multifaceted multiple mumbling mundane mundaner mundanest mute muted muter mutest mystified nagged nagging naive naiver naivest naked narrower narrowest nausiating naval nearby nearer nearest neat neater neattest necessary needed neglected neighborly nerdier nerdiest nerdy new newer newest newlywed next nibblier nibbliest nibbly nice nicer nicest nightly nimble nimbler nimblest noble nobler noblest noisier noisiest noisy nonchalant nondescript nonprofit nonstop normal normaler normalest north northeast northern northwest nosier nosiest nosy notable noted nourished novel nuanced nude numb numbest numbing nurturing nuts obediant obedient obese obligated obscene obscurer obscurest observant observed obsolete occupied odd odder oddest offbeat offending offensive offhand official offline offsetting oilier oiliest oily ok okay old older oldest onboard ongoing online opener openest opposing opposite oppressed orange oranger orangest orderly organic organized orotund other outdoor outer outgoing outlying outside outstanding oval over overall overarching overboard overdue overhand overhead overlapping overlooked overnight overpowering overriding overseas overt overweight overwhelmed overwhelming overwrought owing ownest packed painful painted paler palest paranoid parked partial partisan passionate pasted patient paying peaceful pending perfected perfecter perfectest periodical permanent perplexing pert pertinent perverse petite phonier phoniest phony picayune picked pierced piercing pink pinker pinkest pissed placid plaid plain plainer plainest planned plastic pleasant pleasanter pleasantest pleased plugged plunging pointed pointy polished polite politer politest poor poorer poorest populist potential preceding precise preexisting preferred pregnant pregnanter pregnantest premature premier premium preoccupied prepaid prepared presenter presentest pressed pressing prevailing priceier pricey priciest pricklier prickliest prickly prima primary primer primest principal printed prior pristine private probable processed produced profane professional profound profounder profoundest profuse prolonged prominent promising prompter promptest pronounced proper proportionate proposed protected proud prouder proudest proved provoking proximate public pumped punier puniest punishing punjabi puny pure purer purest purple purpler purplest puzzled quacker quackest quaint quainter quaintest qualified quarterly quick quicker quickest quieter quietest quoted rabid racial racist ragged raggeder raggedest raging rained rainier rainiest rainy rallied rallying rambling rampant randier randiest random randomer randomest randy rapid rapider rapidest rare rarer rarest rash ratified raving raw rawer rawest readier readiest ready real realer realest rear reassuring rebel recalcitrant received recent recommended recondite recorded recovered recycled red redefining reder redest reduced redundant refined refreshing registered regulated reigning rejected rejuvenating related relative released relevant reluctant remaining remote remoter remotest removed renewed renowned rental repeated replaced replicater replicatest representative reprobate republican requested required reserved resident resistant resolute resonant respected resting restored restricted retarded revealing revitalising revitalizing revolving rewarding rheumatoid rich richer richest righter rightest rightful ripe riper ripest ritzier ritziest ritzy rival roaring robust rolling romantic roomier roomiest roomy rosier rosiest rosy rotted rotten rougher roughest routine royal rubbish rude ruder rudest rushing rustier rustiest rusty sacred sad saddening sadder sadest safe safer safest sage saintlier saintliest saintly saltier saltiest salty same sandier sandiest sandy satisfactory satisfied satisfying saturated sauted savvier savviest savvy scantier scantiest scanty scarce scarcer scarcest scared scarier scariest scarlet scary scathing scattered scholarly scientific scorched scratched screeching screened sealed seasoned seated secondary secret secured securer securest sedater sedatest seemly selected selecter selectest selfish senior sensory sentencing separater separatest serene serial settled severer severest sexier sexiest sexy shaded shadier shadiest shady shallow shallower shallowest shameful shared sharp sharper sharpest sheer shinier shiniest shining shiny shocked shocking shorter shortest shrill shriller shrillest shy shyer shyest sick sicker sickest sicklier sickliest sickly significant sillier silliest silly silver simple simpler simplest simplified simulated sincere sinister skilled skinnier skinniest skinny skyrocketing slack sleek sleeker sleekest sleepy slender slenderest slicker slickest slier sliest slight slighter slightest slim slimest slimier slimiest slimmer slimy slippery slipshod sloping slower slowest sly small smaller smallest smart smarter smartest smellier smelliest smelly smiling smoked smoother smoothest smug snobbish soaked soaking soaring social socialer socialest socialist soft softer softest sole solemn solemner solemnest solid solider solidest soluble solvent somber soon sooner soonest soothing sophisticated sordid sore sorer sorest sorry soundproof south southeast southern southwest sovereign soviet sparer sparest sparkling sparkly sparse special specialer specialest specialized specific specified speeding speedy spellbinding spicier spiciest spicy spiked spirited splendid spotted sprawling sprightlier sprightliest sprightly spry squat squeamish stable staggering stained stale staler stalest stalwart standard stark starker starkest startling starving stated statelier stateliest stately statutory steadfast steadier steadiest steady steamed steaming steep steeper steepest stereotyped sterile stern sterner sternest stiff stiffer stiffest still stimulating stirred stirring stoked stout straier straiest straight straighter straightest straightforward strange strangest strengthened strict stricter strictest striking stringent striped stripped strong stronger strongest stubborn stuffed stumped stunned stupid stupider stupidest sturdier sturdiest sturdy stylish subdued sublime subordinate subpar subsequent subsidized substandard substantial substantialer substantialest subtle subtler subtlest suburban succinct sudden suddener suddenest suggested super superb superficial superficialer superficialest superior supervisory supporting supreme surer surest surging surly surprising surreal surrealer surrealest surrounding suspected suspecter suspectest suspended sustained sweeping sweet sweeter sweetest swift swifter swiftest symbolic taboo talented tall taller tallest tame tamed tamer tamest tantalizing targeted tarnished tart tarter tartest tasteful tawdrier tawdriest tawdry taxing teased teen teenage telling temperate temporary tempting tenderest tense tenser tensest terminal terrific terrifying terrorist tertiary testy thick thicker thickest thinner thinnest thirstier thirstiest thirsty thorny thoughtful threatened threatening thrilled thriving tidier tidiest tied tight tighter tightest timelier timeliest timely tinier tiniest tiny tired tiring together token tolerant torpid touched touching tough tougher toughest tracked trained tranquil tranquiler tranquilest transparent trapped trembling trenchant trendier trendiest trendy trial trifling trimmed trite troubled troubling true truer truest trusting trying turned twisted twisting uglier ugliest ugly ultimate ultra unabated unappealing unassuming unattended unauthorized unbecoming unchallenged uncharted unchecked uncircumcised unconvincing uncovered undecided under underage undercover undergraduate underground underhand underlying underneath underprivileged undersized understood underwater underway underweight undisclosed undisputed undocumented undue unemployed unending uneven unexpected unexplained unfair unfinished unfolding unforeseen unguarded unheard unified uninsured uninterested uninterrupted uninvited unique united universal unknown unmarried unmatched unmet unnamed unnerving unnoticed unopposed unpaid unparalleled unprecedented unrecognized unregulated unrelated unrelenting unrequited unreserved unresolved unruly unseen unsettled unsettling unsightly unsold unspent unspoken unsupervised unsuspecting untapped untested untold untouched unused unwanted unwarranted unwieldy upbeat updated uplifted uplifting upper uppity upscale upstairs uptight urban urgent used useful usual utterest uttermost vacant vagabond vagrant vague vaguer vaguest vain vainer vainest valuable vanilla variable variant varied varying vast vaster vengeful verdant verdanter verdantest verified versatile vexing vibrant vigilant vile visionary volatile vulgar vulgarest wanton warier wariest warmer warmest warped wary washed wasteful watched watershed watery weak weakened weaker weakest wearier weariest weary weathered weatherproof wee weekly weirder weirdest western wetter wettest whinier whiniest whiny white whiter whitest whole wholesale wicked wickeder wickedest wide wider widespread widest wild wilder wildest wilier wiliest willing wily windier windiest windy wirier wiriest wiry wiser wisest wistful womanly wooden woodier woodiest woody woozy worn worried worse worst worthwhile wounded wrier wriest wrinkled wronger wrongest wroughter wroughtest wry yearly yellow yellowed yellower yellowest yielding young younger youngest zanier zaniest zany".split(' '));

;// CONCATENATED MODULE: ./src/wording/inflect.ts
/**
 * English word forms, from libraries: `pluralize` for a noun's other number, compromise for a
 * verb's forms. compromise takes hundreds of milliseconds to load its lexicon, too much for a
 * check that measures wording by default, and the generator only inflects the synonym table's
 * verbs: their forms are compromise's answers, written into verb-forms.ts (a test keeps that
 * module equal to what compromise says), and so are the words its lexicon holds as adjectives
 * only. Everything here is synchronous and deterministic.
 */


/** The inflector: English word forms, ready at once. */
const inflector = {
    isPlural: (noun) => pluralize_default().isPlural(noun),
    singular: (noun) => pluralize_default().singular(noun),
    plural: (noun) => pluralize_default().plural(noun),
    infinitive: (word) => (Object.hasOwn(VERB_OF, word) ? VERB_OF[word] : word),
    verbForms: (infinitive) => (Object.hasOwn(VERB_FORMS, infinitive) ? VERB_FORMS[infinitive] : { infinitive, gerund: infinitive, present: infinitive, past: infinitive }),
    isAdjective: (word) => ADJECTIVES.has(word)
};
/** The inflector, as a promise: kept for the library's callers from when its forms loaded lazily. */
function loadInflector() {
    return Promise.resolve(inflector);
}

;// CONCATENATED MODULE: ./src/wording/synonyms.ts
/**
 * The words a model may use instead of the words of a query: a small table of the verbs and
 * nouns tool names use most, written by hand (no library knows which words mean the same to
 * a tool search). Each group is symmetric: every word of it stands for every other, in the
 * group's order. The README lists the table; a manifest adds its own words
 * (`wording: { synonyms: { ticket: [issue] } }`), tried before the table's.
 */
/** Verb groups: their words get verb forms (-ing, -s, -ed) as well as synonyms. */
const VERB_GROUPS = [
    ['create', 'add', 'new', 'make', 'open'],
    ['get', 'fetch', 'read', 'show', 'retrieve'],
    ['list', 'show all', 'enumerate'],
    ['update', 'edit', 'modify', 'change', 'set'],
    ['delete', 'remove', 'destroy'],
    ['search', 'find', 'look up', 'query'],
    ['send', 'post'],
    ['run', 'execute', 'start', 'trigger'],
    ['close', 'resolve'],
    ['write', 'save'],
    ['stop', 'cancel'],
    ['deploy', 'release']
];
/** Noun groups: their words get the other number (issue, issues) as well as synonyms. */
const NOUN_GROUPS = [
    ['issue', 'ticket'],
    ['file', 'document'],
    ['message', 'post'],
    ['directory', 'folder'],
    ['repository', 'repo'],
    ['image', 'picture']
];
/** Word to its synonyms, from the groups, in table order; a word of two groups gets both. */
function tableOf(groups) {
    const table = new Map();
    for (const group of groups) {
        for (const word of group) {
            const others = table.get(word) ?? [];
            for (const other of group)
                if (other !== word && !others.includes(other))
                    others.push(other);
            table.set(word, others);
        }
    }
    return table;
}
const BUILT_IN = { verb: tableOf(VERB_GROUPS), noun: tableOf(NOUN_GROUPS) };
const VERBS = new Set(VERB_GROUPS.flat().filter((w) => !w.includes(' ')));
/** Whether the table knows `word` (its base form) as a verb. */
function isKnownVerb(word) {
    return VERBS.has(word);
}
/** The synonyms of one word (its base form), read as a verb or as a noun: the manifest's first, then the table's, each once. */
function synonymsOf(word, as, own = {}) {
    const mine = Object.hasOwn(own, word) ? own[word].map((w) => w.toLowerCase()) : [];
    return [...new Set([...mine, ...(BUILT_IN[as].get(word) ?? [])])].filter((w) => w !== word);
}

;// CONCATENATED MODULE: ./src/wording/variants.ts
/**
 * The other wordings of a query: what a model may search with instead of the words the
 * manifest wrote. Pure and deterministic: the same query, server and synonyms give the same
 * list, in this order, on every run and machine (the README documents it):
 *
 * 0. a word written as a tool name (`create_issue`, `createIssue`) spelled as words; the
 *    steps below then read those words;
 * 1. word forms, one word at a time in query order: the verb (the first word the synonym
 *    table knows as a verb; `open` in `find open issues` is not one) in its -ing, -s, -ed and
 *    base forms (a word after an adjective is a noun: `release` in `latest release`; an adjective
 *    such as `new` has no verb forms); a noun (any other word but an adjective) that ends its
 *    phrase (the next word is filler, a verb or none: `requests` in `list pull requests`) in its
 *    other number;
 * 2. every word changed at once: verbs in -ing, those nouns in their other number;
 * 3. the server's name in front (`github create issue`);
 * 4. filler words: those of the query dropped, or, when it has none, `the` after its first word
 *    (`create the issue`), or in front when that word is an adjective (`the monthly sales report`);
 * 5. synonyms, one word at a time in query order: the manifest's, then the table's (a plural
 *    noun's synonyms in the plural).
 *
 * Repeats and the query itself are left out, and the list stops at `cap` (at most 24).
 * It reads no engine: which of these a client tells apart is the engines' business.
 */


/** The most wordings a query gets. */
const MAX_WORDINGS = 24;
/** Small words a model adds or leaves out without changing what it asks for. */
const FILLER_WORDS = new Set(['a', 'an', 'the', 'for', 'to', 'of', 'in', 'on', 'with']);
const isContent = (text) => /^[a-z][a-z'-]*[a-z]$/.test(text) && !FILLER_WORDS.has(text);
/** The words of the query: `create_issue` and `createIssue` read as `create issue`. */
function splitWords(query) {
    return query
        .split(/\s+/)
        .filter(Boolean)
        .flatMap((w) => (/^[A-Za-z0-9]+([_-]+[A-Za-z0-9]+)+$|^[a-z0-9]+[A-Z]/.test(w) && /^[A-Za-z0-9_-]+$/.test(w) ? (0,util_words/* nameWords */.Lo)(w) : [w.toLowerCase()]));
}
function readWords(texts, inflector, own) {
    const infinitives = texts.map((t) => (isContent(t) ? inflector.infinitive(t) : t));
    const adjective = texts.map((t) => inflector.isAdjective(t));
    // A word after an adjective is its noun (`release` in `latest release`), not the query's verb.
    const first = texts.findIndex((t, i) => isContent(t) && isKnownVerb(infinitives[i]) && !adjective[i - 1]);
    const verb = texts.map((_, i) => i === first);
    return texts.map((text, i) => {
        const none = { text, content: false, verb: false, forms: [], together: text, synonyms: [] };
        if (!isContent(text))
            return none;
        if (verb[i]) {
            const f = inflector.verbForms(infinitives[i]);
            return { text, content: true, verb: true, forms: [f.gerund, f.present, f.past, f.infinitive].filter((x) => x !== text), together: f.gerund, synonyms: synonymsOf(infinitives[i], 'verb', own) };
        }
        const plural = inflector.isPlural(text);
        const singular = plural ? inflector.singular(text) : text;
        const synonyms = synonymsOf(singular, 'noun', own).map((s) => (plural && !s.includes(' ') ? inflector.plural(s) : s));
        const endsPhrase = i === texts.length - 1 || !isContent(texts[i + 1]) || verb[i + 1];
        if (!endsPhrase || adjective[i])
            return { ...none, content: true, synonyms };
        const other = plural ? singular : inflector.plural(text);
        return { text, content: true, verb: false, forms: other !== text ? [other] : [], together: other, synonyms };
    });
}
/** The query's words with the one at `i` replaced. */
function replaced(words, i, text) {
    return words.map((w, j) => (j === i ? text : w.text)).join(' ');
}
/** The query's other wordings with the step that made each, in the documented order, at most `cap`. */
function kindedWordingsOf(query, inflector, options = {}) {
    const cap = Math.min(options.cap ?? MAX_WORDINGS, MAX_WORDINGS);
    const written = query.toLowerCase().split(/\s+/).filter(Boolean).join(' ');
    const words = readWords(splitWords(query), inflector, options.synonyms ?? {});
    const original = words.map((w) => w.text).join(' ');
    const out = new Map();
    const add = (wording, kind) => {
        if (out.size < cap && wording !== written && wording !== '' && !out.has(wording))
            out.set(wording, kind);
    };
    const content = words.filter((w) => w.content);
    add(original, 'spelled');
    words.forEach((w, i) => w.forms.forEach((f) => add(replaced(words, i, f), 'form')));
    if (content.length > 1)
        add(words.map((w) => w.together).join(' '), 'together');
    if (options.server !== undefined) {
        const server = (0,util_words/* nameWords */.Lo)(options.server).join(' ');
        if (server && !original.includes(server))
            add(`${server} ${original}`, 'server');
    }
    const fillers = words.filter((w) => FILLER_WORDS.has(w.text));
    if (fillers.length > 0)
        add(words.filter((w) => !FILLER_WORDS.has(w.text)).map((w) => w.text).join(' '), 'filler');
    else if (content.length > 1)
        add(inflector.isAdjective(words[0].text) ? `the ${original}` : words.map((w, i) => (i === 0 ? `${w.text} the` : w.text)).join(' '), 'filler');
    words.forEach((w, i) => w.synonyms.forEach((s) => add(replaced(words, i, s), 'synonym')));
    return [...out].map(([text, kind]) => ({ text, kind }));
}
/** The query's other wordings, in the documented order, at most `cap`. */
function wordingsOf(query, inflector, options = {}) {
    return kindedWordingsOf(query, inflector, options).map((w) => w.text);
}

;// CONCATENATED MODULE: ./src/wording/phrasings.ts


/**
 * The steps whose wordings read most like another way of asking, most different first: a
 * synonym, every word in another form, the server's name in front, one word in another form.
 * A wording that only spells the name as words, or adds or drops a filler word, is not written.
 */
const PHRASING_KINDS = ['synonym', 'together', 'server', 'form'];
/**
 * Up to `count` wordings of the query (the tool's name by default) that every engine returns
 * the tool for: at most one of each step in PHRASING_KINDS's order, then more in that order.
 */
function phrasingsFor(input) {
    const { tool } = input;
    const count = input.count ?? 2;
    const searches = input.engines.map((e) => ({
        search: wordingSearch(e.engine, e.prepared, e.maxResults, { top: e.maxResults, tools: [tool.id] }),
        subject: { tool: tool.id, within: e.maxResults, alwaysLoaded: e.engine.loadsAlwaysLoad && tool.alwaysLoad }
    }));
    const wordings = kindedWordingsOf(input.query ?? tool.rawName, input.inflector, { server: tool.rawServer, ...(input.synonyms ? { synonyms: input.synonyms } : {}) });
    const candidates = PHRASING_KINDS.flatMap((kind) => wordings.filter((w) => w.kind === kind));
    const found = [];
    const finds = (w) => searches.every((s) => variantOf(w.text, s.search(w.text), s.subject).found);
    for (const round of [(w) => !found.some((f) => f.kind === w.kind), () => true]) {
        for (const w of candidates) {
            if (found.length >= count)
                break;
            if (!found.includes(w) && round(w) && finds(w))
                found.push(w);
        }
    }
    return found.map((w) => w.text);
}

;// CONCATENATED MODULE: ./src/wording/index.ts










/***/ }),

/***/ 6781:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ meets),
/* harmony export */   t: () => (/* binding */ shareOf)
/* harmony export */ });
/** The share of wordings that find the tool: 1 when there are none. */
function shareOf(w) {
    return w.total === 0 ? 1 : w.found / w.total;
}
/** Whether `found` of `total` wordings reaches `min`. */
function meets(found, total, min) {
    return min === undefined || shareOf({ found, total }) >= min;
}


/***/ }),

/***/ 8655:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   f: () => (/* binding */ writeUserFile)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3916);
/** Writing a file the user named: its folder is created, and a path that cannot be written is the user's to change. */



/** Writes `text` to `path` (absolute), creating its folder; a failure names the file as `shown`. */
async function writeUserFile(shown, path, text) {
    try {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(path), { recursive: true });
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)(path, text);
    }
    catch (err) {
        throw (0,_errors_js__WEBPACK_IMPORTED_MODULE_2__/* .cannotWrite */ .z)(shown, err);
    }
}


/***/ })

};
