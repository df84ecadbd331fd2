export const id = 330;
export const ids = [330];
export const modules = {

/***/ 1515:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Zx: () => (/* binding */ SEARCH_HINT_KEY),
/* harmony export */   l4: () => (/* binding */ normalizeSearchHint),
/* harmony export */   nV: () => (/* binding */ ALWAYS_LOAD_KEY),
/* harmony export */   oY: () => (/* binding */ buildCatalog)
/* harmony export */ });
/* harmony import */ var _sanitize_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2252);

const ALWAYS_LOAD_KEY = 'anthropic/alwaysLoad';
const SEARCH_HINT_KEY = 'anthropic/searchHint';
/** The client's form of a search hint: whitespace collapsed, trimmed (engines cut it where their client does). */
function normalizeSearchHint(hint) {
    return hint.replace(/\s+/g, ' ').trim();
}
function searchHintOf(meta) {
    const hint = meta?.[SEARCH_HINT_KEY];
    return typeof hint === 'string' ? normalizeSearchHint(hint) : undefined;
}
/** The fields the mapping reads; the input schema is kept raw, so it is not sanitised. */
const MAPPED_FIELDS = new Set(['name', 'title', 'description', 'annotations', '_meta']);
/** The client sanitises the whole tool, keys included; only the fields the mapping reads are needed. */
function sanitizedFields(raw) {
    const clean = {};
    for (const [key, value] of Object.entries(raw)) {
        const k = (0,_sanitize_js__WEBPACK_IMPORTED_MODULE_0__/* .sanitizeString */ .xV)(key);
        if (MAPPED_FIELDS.has(k))
            clean[k] = (0,_sanitize_js__WEBPACK_IMPORTED_MODULE_0__/* .sanitizeDeep */ .Cg)(value);
    }
    return clean;
}
/** The fields of the MCP Tool type; a client reads nothing else of a listed tool. */
const MCP_TOOL_KEYS = new Set(['name', 'title', 'description', 'inputSchema', 'outputSchema', 'annotations', 'icons', 'execution', '_meta']);
function mapTool(server, raw, listing, index, page) {
    const clean = sanitizedFields(raw);
    const name = typeof clean.name === 'string' ? clean.name : String(clean.name);
    const meta = clean._meta && typeof clean._meta === 'object' ? clean._meta : undefined;
    const extraKeys = Object.keys(raw).filter((k) => !MCP_TOOL_KEYS.has(k));
    return {
        id: (0,_sanitize_js__WEBPACK_IMPORTED_MODULE_0__/* .fullToolName */ .DB)(server, name),
        index,
        server,
        name,
        description: typeof clean.description === 'string' ? clean.description : '',
        title: typeof clean.title === 'string' ? clean.title : undefined,
        searchHint: searchHintOf(meta),
        alwaysLoad: meta?.[ALWAYS_LOAD_KEY] === true,
        annotations: clean.annotations,
        ...(meta ? { meta } : {}),
        page,
        rawServer: listing.name,
        rawName: raw.name,
        rawTitle: raw.title,
        rawDescription: raw.description,
        inputSchema: raw.inputSchema,
        serverInstructions: listing.instructions,
        ...(extraKeys.length ? { extraKeys } : {})
    };
}
/**
 * The client-side mapping stage: server listings (in manifest order) become one catalog in
 * the order the client holds the tools.
 */
function buildCatalog(listings) {
    const tools = [];
    for (const listing of listings) {
        const server = (0,_sanitize_js__WEBPACK_IMPORTED_MODULE_0__/* .sanitizeString */ .xV)(listing.name);
        listing.tools.forEach((raw, i) => {
            tools.push(mapTool(server, raw, listing, tools.length, listing.toolPages?.[i] ?? 1));
        });
    }
    return {
        servers: listings.map((l) => ({
            name: l.name,
            source: l.source,
            toolCount: l.tools.length,
            pages: l.pages,
            instructions: l.instructions,
            serverInfo: l.serverInfo,
            warnings: l.warnings ?? [],
            ...(l.search ? { search: l.search } : {})
        })),
        tools
    };
}


/***/ }),

/***/ 2252:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cg: () => (/* binding */ sanitizeDeep),
/* harmony export */   DB: () => (/* binding */ fullToolName),
/* harmony export */   Ow: () => (/* binding */ shortToolName),
/* harmony export */   _p: () => (/* binding */ normalizeNamePart),
/* harmony export */   xV: () => (/* binding */ sanitizeString)
/* harmony export */ });
/**
 * Claude Code's Unicode sanitisation of everything a server lists (docs/architecture.md, "The
 * catalog"): NFKC, then drop format, private-use and unassigned characters and the
 * invisible/bidi ranges, repeated until stable (at most 10 rounds).
 */
const CATEGORY_STRIP = /[\p{Cf}\p{Co}\p{Cn}]/gu;
const RANGE_STRIP = /[\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFEFF\uE000-\uF8FF]/g;
const MAX_ROUNDS = 10;
function sanitizeString(input) {
    let current = input;
    for (let round = 0; round < MAX_ROUNDS; round++) {
        const next = current.normalize('NFKC').replace(CATEGORY_STRIP, '').replace(RANGE_STRIP, '');
        if (next === current)
            break;
        current = next;
    }
    return current;
}
/** Sanitises every string in a JSON value, object keys included, as the client does. */
function sanitizeDeep(value) {
    if (typeof value === 'string')
        return sanitizeString(value);
    if (Array.isArray(value))
        return value.map(sanitizeDeep);
    if (value !== null && typeof value === 'object') {
        const out = {};
        for (const [key, inner] of Object.entries(value))
            out[sanitizeString(key)] = sanitizeDeep(inner);
        return out;
    }
    return value;
}
/** The client's name normalisation: every character outside [A-Za-z0-9_-] becomes `_`. */
function normalizeNamePart(name) {
    return name.replace(/[^A-Za-z0-9_-]/g, '_');
}
function fullToolName(server, tool) {
    return `mcp__${normalizeNamePart(server)}__${normalizeNamePart(tool)}`;
}
/**
 * `mcp__github__create_issue` as `github/create_issue`, how reports name a tool they know by
 * its id: split at the first `__` after the prefix, as the client parses its own names.
 */
function shortToolName(id) {
    const m = /^mcp__(.+?)__(.+)$/.exec(id);
    return m ? `${m[1]}/${m[2]}` : id;
}


/***/ }),

/***/ 4011:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DI: () => (/* binding */ searchCatalogKey),
/* harmony export */   Gp: () => (/* binding */ rekeyedSearch),
/* harmony export */   M6: () => (/* binding */ searchCatalogKeyOf)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _util_canonical_json_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1989);


/** The parts of a tool a server's own search reads: FastMCP's searchable text is its name, description and parameters. */
function searchedParts(name, description, inputSchema) {
    return [name, description ?? null, inputSchema ?? null];
}
function keyOf(parts) {
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update((0,_util_canonical_json_js__WEBPACK_IMPORTED_MODULE_1__/* .canonicalJson */ .d)(parts)).digest('hex').slice(0, 16);
}
/**
 * The key of the catalog a server's search answered over: its tools' names, descriptions and
 * input schemas, in order. A recorded answer holds only while the server lists the same tools.
 */
function searchCatalogKey(tools) {
    return keyOf(tools.map((t) => searchedParts(t.name, t.description, t.inputSchema)));
}
/** `searchCatalogKey` of one server's tools as the catalog holds them (the raw text the server sent). */
function searchCatalogKeyOf(tools) {
    return keyOf(tools.map((t) => searchedParts(t.rawName, t.rawDescription, t.inputSchema)));
}
/** `search` with its answers keyed by `tools`: after the tools the answers were given over changed as they are kept (secrets redacted, names added). */
function rekeyedSearch(search, tools) {
    const catalog = searchCatalogKey(tools);
    return { ...search, answers: search.answers.map((a) => ({ ...a, catalog })) };
}


/***/ }),

/***/ 6179:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AW: () => (/* binding */ FIRST_WITH_TOOL_SEARCH),
/* harmony export */   E4: () => (/* binding */ versionOf),
/* harmony export */   HF: () => (/* binding */ isPublished),
/* harmony export */   Li: () => (/* binding */ VERIFIED_ON),
/* harmony export */   XX: () => (/* binding */ publishedNeighbours),
/* harmony export */   Zy: () => (/* binding */ compareVersions),
/* harmony export */   ae: () => (/* binding */ NEWEST_VERIFIED),
/* harmony export */   ot: () => (/* binding */ parseVersion),
/* harmony export */   qh: () => (/* binding */ formatVersion)
/* harmony export */ });
/**
 * Claude Code client versions: which numbers were published, and how they compare. Versions
 * here are plain `major.minor.patch` numbers without pre-release tags (the client publishes
 * none), so a three-number comparison is all that is needed; no semver library.
 */
const VERSION_RE = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)$/;
function parseVersion(text) {
    const m = VERSION_RE.exec(text);
    return m ? [Number(m[1]), Number(m[2]), Number(m[3])] : undefined;
}
function compareVersions(a, b) {
    return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}
function formatVersion(v) {
    return v.join('.');
}
function versionOf(text) {
    const v = parseVersion(text);
    if (!v)
        throw new Error(`not a version: ${text}`);
    return v;
}
/**
 * The published versions from the first one with tool search on, as runs of consecutive patch
 * numbers within one `major.minor` line. The gaps are numbers the registry never had (2.1.13,
 * 2.1.82, 2.1.102, 2.1.103, 2.1.106); 2.0.77 is the last 2.0 release known, 2.1.333 the newest
 * checked. To add a release, extend the last run (and its generation's last version).
 */
const PUBLISHED_RUNS = [
    [2, 0, 70, 77],
    [2, 1, 0, 12],
    [2, 1, 14, 81],
    [2, 1, 83, 101],
    [2, 1, 104, 105],
    [2, 1, 107, 333]
];
/** The first version with tool search; everything before it loads every MCP tool up front. */
const FIRST_WITH_TOOL_SEARCH = [2, 0, 70];
/**
 * The newest version the engines were checked against, and when: a newer version ranks as its
 * generation, unverified.
 */
const NEWEST_VERIFIED = (() => {
    const [major, minor, , last] = PUBLISHED_RUNS[PUBLISHED_RUNS.length - 1];
    return [major, minor, last];
})();
const VERIFIED_ON = '2026-12-01';
/** Every version of the runs above, oldest first. */
const PUBLISHED = PUBLISHED_RUNS.flatMap(([major, minor, first, last]) => Array.from({ length: last - first + 1 }, (_, i) => [major, minor, first + i]));
function isPublished(v) {
    return PUBLISHED.some((p) => compareVersions(p, v) === 0);
}
/** The published versions just below and just above `v` (either may be missing). */
function publishedNeighbours(v) {
    const above = PUBLISHED.findIndex((p) => compareVersions(p, v) > 0);
    if (above === -1)
        return { below: PUBLISHED[PUBLISHED.length - 1] };
    return { below: above > 0 ? PUBLISHED[above - 1] : undefined, above: PUBLISHED[above] };
}


/***/ }),

/***/ 3330:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  oi: () => (/* binding */ DEFAULT_ENGINES),
  k0: () => (/* reexport */ LATEST),
  Vb: () => (/* reexport */ UnknownEngineError),
  ED: () => (/* binding */ listEngines),
  F0: () => (/* binding */ resolveEngine)
});

// UNUSED EXPORTS: EngineNotApplicableError, engineIds

;// CONCATENATED MODULE: ./src/engines/partial-ranking.ts
/**
 * The places of a ranking a caller reads, without ordering all of it: the first `top`
 * candidates in ranking order, and the rank of a few others. A search with `keep` (lint's
 * own-name queries, evaluation) needs a handful of places of a ranking that can hold most of
 * a large catalog; sorting it and building every entry costs more than scoring it did.
 */
/**
 * `candidates` are the tools that scored (any order); `wanted` those whose rank the caller
 * needs wherever they rank. Linear in the candidates for a small `top` and few wanted.
 */
function placesOf(candidates, order, top, wanted) {
    const head = [];
    for (let k = 0; k < candidates.length; k++) {
        const c = candidates[k];
        if (head.length === top && (top === 0 || order(c, head[top - 1]) >= 0))
            continue;
        let at = head.length;
        while (at > 0 && order(c, head[at - 1]) < 0)
            at--;
        head.splice(at, 0, c);
        if (head.length > top)
            head.pop();
    }
    const rankOf = new Map();
    head.forEach((c, i) => rankOf.set(c, i + 1));
    for (const w of wanted) {
        if (rankOf.has(w))
            continue;
        let ahead = 0;
        let found = false;
        for (let k = 0; k < candidates.length; k++) {
            const c = candidates[k];
            if (c === w)
                found = true;
            else if (order(c, w) < 0)
                ahead++;
        }
        if (found)
            rankOf.set(w, ahead + 1);
    }
    return { head, rankOf };
}
/** The kept candidates (head first, then the wanted ones), in rank order, with their ranks. */
function keptPlaces(places) {
    return [...places.rankOf].map(([index, rank]) => ({ index, rank })).sort((a, b) => a.rank - b.rank);
}
/**
 * The tie at the cut of a partial ranking, as a caller would read it off the full ranking: when
 * the last returned place and the first one past it score the same, every candidate with that
 * score, those within the cut inside. `head` holds at least the first `maxResults + 1` places.
 */
function tieAtCut(candidates, head, score, order, maxResults, id) {
    if (head.length <= maxResults || maxResults < 1)
        return {};
    const at = score(head[maxResults - 1]);
    if (score(head[maxResults]) !== at)
        return {};
    const tied = candidates.filter((i) => score(i) === at).sort(order);
    const inside = new Set(head.slice(0, maxResults));
    return { cutTie: { score: at, inside: tied.filter((i) => inside.has(i)).map(id), outside: tied.filter((i) => !inside.has(i)).map(id) } };
}

;// CONCATENATED MODULE: ./src/engines/subset.ts
/**
 * Which items of a list a subset of it holds, for engines that rank a subset of a prepared
 * catalog from the catalog's own indexes (`Engine.prepareSubset`).
 */
/**
 * Per item of `all`, 1 when `subset` holds it: `subset` must list some of `all`'s items (the
 * same objects) in `all`'s order, else undefined. A subset in that order keeps every tie that
 * the catalog's order decides.
 */
function subsequenceMask(all, subset) {
    const member = new Uint8Array(all.length);
    let at = 0;
    for (const item of subset) {
        while (at < all.length && all[at] !== item)
            at++;
        if (at === all.length)
            return undefined;
        member[at++] = 1;
    }
    return member;
}

// EXTERNAL MODULE: ./src/util/group-by.ts
var group_by = __webpack_require__(3405);
// EXTERNAL MODULE: ./src/catalog/sanitize.ts
var sanitize = __webpack_require__(2252);
;// CONCATENATED MODULE: ./src/engines/order.ts
/**
 * Why one tool ranks ahead of another, for the clients that sort by score and keep or shuffle
 * equal scores: Claude Code and the AI SDK (whole rankings), and Codex past its promoted tools.
 */

function formatPoints(n) {
    return Number.isInteger(n) ? String(n) : n.toFixed(3);
}
/** `"read": name part +12, description +2; "file": …` */
function pointsText(breakdown, terms) {
    const byTerm = new Map();
    for (const c of breakdown) {
        if (c.points === 0)
            continue;
        const list = byTerm.get(c.term) ?? [];
        list.push(`${terms.fields[c.field] ?? c.field} +${formatPoints(c.points)}`);
        byTerm.set(c.term, list);
    }
    return [...byTerm].map(([term, list]) => `"${term}": ${list.join(', ')}`).join('; ');
}
function scoreOf(r, terms) {
    const points = pointsText(r.breakdown, terms);
    return `${formatPoints(r.score)}${points ? ` (${points})` : ''}`;
}
/**
 * Why `ahead` is ahead of `behind` in a ranking sorted by score: more points, or equal points
 * in the client's tool order (or at random). A fast path's list is "listed".
 */
function explainScoredOrder(catalog, result, ahead, behind, terms) {
    const a = result.ranking.find((r) => r.tool === ahead);
    const b = result.ranking.find((r) => r.tool === behind);
    const [nameA, nameB] = [(0,sanitize/* shortToolName */.Ow)(ahead), (0,sanitize/* shortToolName */.Ow)(behind)];
    if (result.mode !== 'keyword' || !a) {
        return { fact: { kind: 'listed', mode: result.mode }, text: `${terms.client} answers this query without scoring (${result.mode}) and lists ${nameA} first` };
    }
    if (!b || b.score < a.score) {
        const behindScore = b?.score ?? 0;
        return {
            fact: { kind: 'score', ahead: a.score, behind: behindScore },
            text: `${nameA} scores ${scoreOf(a, terms)} under ${terms.client}, ${nameB} ${b ? scoreOf(b, terms) : 'nothing'}`
        };
    }
    if (terms.ties === 'random') {
        return { fact: { kind: 'random-tie', score: a.score }, text: `${nameA} and ${nameB} both score ${formatPoints(a.score)}, and ${terms.client} orders equal scores at random` };
    }
    const server = (id) => catalog.tools.find((t) => t.id === id)?.rawServer;
    const sameServer = server(ahead) !== undefined && server(ahead) === server(behind);
    return {
        fact: { kind: 'listing-order', score: a.score, sameServer },
        text: `${nameA} and ${nameB} both score ${formatPoints(a.score)}, and ${terms.client} keeps equal scores in its tool order: ` +
            (sameServer ? `${nameA} comes first in the server's tools/list` : `${nameA}'s server connects first`)
    };
}

;// CONCATENATED MODULE: ./src/engines/deferral/ai-sdk.ts
function aiSdkDeferral(catalog, settings = {}) {
    const deferred = settings.deferLoading ?? true;
    return {
        verdict: deferred ? 'deferred' : 'not-deferred',
        exact: true,
        reason: deferred
            ? 'deferred if the app marks the tools `deferLoading: true` (assumed here; the SDK itself defers nothing and reads no _meta key)'
            : 'not deferred: the app registers the tools without `deferLoading: true`',
        setup: `deferLoading: ${deferred}`,
        changes: ['the app decides per tool with `deferLoading: true`; size never matters'],
        tools: catalog.tools.map((t) => ({ tool: t.id, server: t.rawServer, placement: deferred ? 'deferred' : 'up-front', why: deferred ? 'search' : 'not-deferred' })),
        servers: []
    };
}

;// CONCATENATED MODULE: ./src/engines/ai-sdk.ts





const AI_SDK_DEFAULT_MAX_RESULTS = 5;
const NAME_POINTS = 2;
const DESCRIPTION_POINTS = 1;
/** The SDK's tokenizer: split camelCase and digit-Upper, lower-case, runs of letters/digits. */
function aiSdkTokenize(text) {
    return (text
        .replace(/([a-z\d])([A-Z])/g, '$1 $2')
        .toLowerCase()
        .match(/[\p{L}\p{N}]+/gu) ?? []);
}
/** The query's distinct tokens, the terms the SDK scores. */
function aiSdkQueryTerms(query) {
    return [...new Set(aiSdkTokenize(query))];
}
/** Per catalog, its name collisions: lint and advice ask for them tool by tool. */
const COLLISIONS = new WeakMap();
/** Bare names more than one catalog tool has -> those tools, in catalog order: an app's tool set keeps one per name. */
function aiSdkNameCollisions(catalog) {
    let known = COLLISIONS.get(catalog);
    if (!known)
        COLLISIONS.set(catalog, (known = new Map([...(0,group_by/* groupBy */.$)(catalog.tools, (t) => String(t.rawName))].filter(([, tools]) => tools.length > 1))));
    return known;
}
/**
 * Per catalog tool, its tokens (never changed once made): advice prepares many catalogs made
 * of the same tools (parts of one catalog, one tool edited), which then cost little more than
 * their token indexes.
 */
const TOOLS = new WeakMap();
function aiSdkTool(tool) {
    let known = TOOLS.get(tool);
    if (!known) {
        const name = String(tool.rawName);
        const description = typeof tool.rawDescription === 'string' ? tool.rawDescription : '';
        known = { tool, name, nameTokens: new Set(aiSdkTokenize(name)), descriptionTokens: new Set(aiSdkTokenize(description)) };
        TOOLS.set(tool, known);
    }
    return known;
}
/** The bare names `catalog`'s tools share, numbered, for `tools` (those outside `member`: -1). */
function sharedNames(catalog, tools, member) {
    const collisions = new Map([...aiSdkNameCollisions(catalog)].map(([name, same]) => [name, same.map((t) => t.id)]));
    const names = new Map([...collisions.keys()].map((name, i) => [name, i]));
    return {
        collisions,
        sharedName: Int32Array.from(tools, (t, i) => (member && !member[i] ? -1 : (names.get(t.name) ?? -1))),
        sharedNames: names.size
    };
}
function prepareAiSdk(catalog) {
    const tools = catalog.tools.map(aiSdkTool);
    return {
        catalog,
        tools,
        nameIndex: tokenIndex(tools.map((t) => t.nameTokens)),
        descriptionIndex: tokenIndex(tools.map((t) => t.descriptionTokens)),
        ...sharedNames(catalog, tools)
    };
}
/**
 * The prepared catalog of `subset` (some of `prepared`'s catalog tools, in order) from
 * `prepared`'s token indexes: a tool's points read only its own tokens, and ties keep the
 * app's tool order, which the subset keeps. The one rule that reads other tools, one tool per
 * bare name, is the subset's own. Undefined when `subset` is not in that order.
 */
function prepareAiSdkSubset(prepared, subset) {
    const outer = prepared.member;
    // A subset's view indexes the whole catalog's tools.
    const member = subsequenceMask(outer ? prepared.tools.map((t) => t.tool) : prepared.catalog.tools, subset.tools);
    if (!member || (outer && member.some((m, i) => m && !outer[i])))
        return undefined;
    return { ...prepared, catalog: subset, member, ...sharedNames(subset, prepared.tools, member) };
}
const byId = new WeakMap();
function indexById(prepared) {
    let map = byId.get(prepared);
    if (!map) {
        const { member } = prepared;
        map = new Map(prepared.tools.flatMap((t, i) => (member && !member[i] ? [] : [[t.tool.id, i]])));
        byId.set(prepared, map);
    }
    return map;
}
function tokenIndex(tokens) {
    const index = new Map();
    tokens.forEach((set, i) => {
        for (const token of set) {
            const list = index.get(token);
            if (list)
                list.push(i);
            else
                index.set(token, [i]);
        }
    });
    return index;
}
function searchAiSdk(prepared, query, maxResults, keep) {
    const terms = aiSdkQueryTerms(query);
    // The SDK scores every tool; only the tools with a query token can score, and the token
    // indexes name them.
    const total = new Int32Array(prepared.tools.length);
    const touched = [];
    const { member } = prepared;
    const add = (tools, points) => {
        if (!tools)
            return;
        for (let k = 0; k < tools.length; k++) {
            const i = tools[k];
            if (member && !member[i])
                continue;
            if (total[i] === 0)
                touched.push(i);
            total[i] += points;
        }
    };
    for (const term of terms) {
        add(prepared.nameIndex.get(term), NAME_POINTS);
        add(prepared.descriptionIndex.get(term), DESCRIPTION_POINTS);
    }
    /** Per term in query order: name points, then description points. */
    const breakdownOf = (t) => {
        const breakdown = [];
        for (const term of terms) {
            if (t.nameTokens.has(term))
                breakdown.push({ term, field: 'name', points: NAME_POINTS });
            if (t.descriptionTokens.has(term))
                breakdown.push({ term, field: 'description', points: DESCRIPTION_POINTS });
        }
        return breakdown;
    };
    // Equal scores keep the app's tool order; the app's tool set holds one tool per name, so
    // a repeated name is dropped after the first of its tools in that order.
    const order = (a, b) => total[b] - total[a] || a - b;
    /** Per shared name (by its number), 1 + the tool of that name ranked first so far. */
    const firstOfName = new Int32Array(prepared.sharedNames);
    const ranked = [];
    for (const i of touched) {
        const shared = prepared.sharedName[i];
        if (shared < 0)
            ranked.push(i);
        else if (firstOfName[shared] === 0 || order(i, firstOfName[shared] - 1) < 0)
            firstOfName[shared] = i + 1;
    }
    for (const first of firstOfName)
        if (first > 0)
            ranked.push(first - 1);
    const survives = (i) => prepared.sharedName[i] < 0 || firstOfName[prepared.sharedName[i]] === i + 1;
    const entry = (i, rank) => {
        const t = prepared.tools[i];
        const e = { tool: t.tool.id, score: total[i], rank, breakdown: breakdownOf(t) };
        if (prepared.sharedName[i] >= 0) {
            const same = prepared.collisions.get(t.name).filter((id) => id !== t.tool.id);
            if (same.length)
                e.sameName = same;
        }
        return e;
    };
    const mode = terms.length ? 'keyword' : 'empty';
    if (keep) {
        const wanted = keep.tools.flatMap((id) => indexById(prepared).get(id) ?? []).filter(survives);
        const places = placesOf(ranked, order, Math.max(keep.top, maxResults + 1), wanted);
        const id = (i) => prepared.tools[i].tool.id;
        return {
            results: places.head.slice(0, maxResults).map(id),
            ranking: keptPlaces(places).map(({ index, rank }) => entry(index, rank)),
            mode,
            scored: ranked.length,
            ...(mode === 'keyword' ? tieAtCut(ranked, places.head, (i) => total[i], order, maxResults, id) : {})
        };
    }
    const ranking = ranked.sort(order).map((i, r) => entry(i, r + 1));
    return { results: ranking.slice(0, maxResults).map((r) => r.tool), ranking, mode };
}
/** The AI SDK's scorer in its own words: whole words of the tool's name and of its description. */
const AI_SDK_TERMS = { client: 'the AI SDK', ties: 'listing', fields: { name: 'name word', description: 'description word' } };
const aiSdk = {
    id: 'ai-sdk',
    family: 'ai-sdk',
    client: 'Vercel AI SDK toolSearch()',
    versions: 'ai 7.0.173',
    exact: true,
    defaultMaxResults: AI_SDK_DEFAULT_MAX_RESULTS,
    loadsAlwaysLoad: false,
    firstPageOnly: false,
    readsSearchHint: false,
    localScoring: true,
    queryTerms: aiSdkQueryTerms,
    nameCollisions: aiSdkNameCollisions,
    prepare: prepareAiSdk,
    prepareSubset: prepareAiSdkSubset,
    search(prepared, query, { maxResults, keep }) {
        return searchAiSdk(prepared, query, maxResults, keep);
    },
    deferral: (catalog, settings) => aiSdkDeferral(catalog, settings['ai-sdk']),
    clientName(_prepared, tool) {
        return String(tool.rawName);
    },
    explainOrder: (prepared, result, ahead, behind) => explainScoredOrder(prepared.catalog, result, ahead, behind, AI_SDK_TERMS)
};

;// CONCATENATED MODULE: ./src/engines/errors.ts
/** An engine id that names no engine (or a client version the product cannot rank as). */
class UnknownEngineError extends Error {
}
/** A client version that has no tool search: nothing is deferred, so no ranking applies. */
class EngineNotApplicableError extends UnknownEngineError {
}

// EXTERNAL MODULE: ./src/engines/claude-code/versions.ts
var claude_code_versions = __webpack_require__(6179);
;// CONCATENATED MODULE: ./src/engines/claude-code/generations.ts
/**
 * Every generation of Claude Code's tool search, each written as what changed in the release
 * that began it, and the changes to what the search reads (descriptions, hints, alwaysLoad),
 * which came in other releases, inside generations.
 */

const A = {
    tool: 'MCPSearch',
    builtins: false,
    firstPageOnly: true,
    cleanUp: false,
    select: 'one-mcp',
    exactName: 'none',
    prefix: false,
    required: false,
    names: 'A',
    descriptionMatch: 'substring',
    hintPoints: 0,
    hintCut: false,
    stripBoilerplate: false
};
/** Each generation as the changes of the release that began it, oldest first. */
const CHANGES = [
    ['A', 'claude-code@2.0', '2.0.70', '2.1.8', {}],
    ['B', 'claude-code@B', '2.1.9', '2.1.12', { names: 'B', descriptionMatch: 'word', firstPageOnly: false }],
    ['C', 'claude-code@C', '2.1.14', '2.1.15', { tool: 'ToolSearch', builtins: true, select: 'one', names: 'C' }],
    ['D', 'claude-code@D', '2.1.16', '2.1.18', { exactName: 'searchable', prefix: true }],
    ['E', 'claude-code@E', '2.1.19', '2.1.63', { required: true }],
    ['F', 'claude-code@F', '2.1.64', '2.1.100', { select: 'list', exactName: 'searchable-then-pool', hintPoints: 4 }],
    ['G', 'claude-code@G', '2.1.101', '2.1.112', { names: 'G' }],
    ['H', 'claude-code@H', '2.1.113', '2.1.270', { names: 'H' }],
    ['H1', 'claude-code@H1', '2.1.271', '2.1.294', { select: 'list-bare' }],
    ['H2', 'claude-code@H2', '2.1.295', '2.1.295', { cleanUp: true, hintCut: true }],
    // H3 changes no switch: it is the 4,096-unit description cut of 2.1.296 (INPUT_CHANGES).
    ['H3', 'claude-code@H3', '2.1.296', '2.1.325', {}],
    ['H4', 'claude-code@H4', '2.1.326', '2.1.331', { exactName: 'case-sensitive-first' }],
    ['I', 'claude-code@2.1', '2.1.332', '2.1.333', { stripBoilerplate: true }]
];
const GENERATIONS = (() => {
    let scorer = A;
    return CHANGES.map(([letter, id, first, last, changes]) => {
        scorer = { ...scorer, ...changes };
        return { ...scorer, id, letter, first: (0,claude_code_versions/* versionOf */.E4)(first), last: (0,claude_code_versions/* versionOf */.E4)(last) };
    });
})();
/** The generation that shipped in a published version with tool search. */
function generationAt(version) {
    return GENERATIONS.find((g) => (0,claude_code_versions/* compareVersions */.Zy)(g.first, version) <= 0 && (0,claude_code_versions/* compareVersions */.Zy)(version, g.last) <= 0);
}
const FIRST_INPUTS = { mcpHints: false, alwaysLoad: false, aliases: false };
const INPUT_CHANGES = [
    ['2.1.59', { aliases: true }],
    ['2.1.83', { mcpHints: true }],
    ['2.1.84', { descriptionCut: { max: 2048, splitsPairs: true } }],
    ['2.1.86', { alwaysLoad: true }],
    ['2.1.162', { descriptionCut: { max: 2048, splitsPairs: false } }],
    ['2.1.296', { descriptionCut: { max: 4096, splitsPairs: false } }]
];
function inputsAt(version) {
    let inputs = FIRST_INPUTS;
    for (const [first, changes] of INPUT_CHANGES) {
        if ((0,claude_code_versions/* compareVersions */.Zy)((0,claude_code_versions/* versionOf */.E4)(first), version) <= 0)
            inputs = { ...inputs, ...changes };
    }
    return inputs;
}
/** The versions inside a generation where what the search reads changes (after its first). */
function inputStepsWithin(g) {
    return INPUT_CHANGES.map(([first]) => versionOf(first)).filter((v) => compareVersions(g.first, v) < 0 && compareVersions(v, g.last) <= 0);
}

;// CONCATENATED MODULE: ./src/engines/bounded-memo.ts
/**
 * Answers remembered by string key, forgotten all at once when `limit` are held: engines keep
 * per-term and per-text work across queries and catalogs, and a huge query set or catalog must
 * not grow it without bound.
 */
class BoundedMemo {
    limit;
    map = new Map();
    constructor(limit) {
        this.limit = limit;
    }
    /** The remembered answer for `key`, else `compute(key)`, remembered. */
    get(key, compute) {
        let value = this.map.get(key);
        if (value === undefined) {
            value = compute(key);
            if (this.map.size >= this.limit)
                this.map.clear();
            this.map.set(key, value);
        }
        return value;
    }
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
;// CONCATENATED MODULE: ./src/engines/claude-code/boilerplate.ts
/**
 * 2.1.332 removes one fixed paragraph of its own (720 UTF-16 units of ASCII English, about
 * declining uploads) from a description before scoring: the first exact occurrence only, as
 * JavaScript's `text.replace(paragraph, '')` does. The product does not carry the client's
 * text: it recognises the paragraph exactly by the SHA-256 of its UTF-8 bytes, and uses its
 * opening words, its length and its closing words only to find the spans worth hashing.
 */

/** The client's connector-upload paragraph. */
const CLIENT_PARAGRAPH = {
    opening: 'If an upload or send would be any of these, decline that step,',
    closing: 'are fine.',
    length: 720,
    sha256: '5f6d399fcb6991bdbf951a37dc05c10d2d637dcd8b58bbe40cc6383b6aafb23d'
};
/**
 * `text` without the leftmost exact occurrence of the paragraph `print` recognises; the text
 * on either side is joined as it is. A copy that differs in any unit (other case, a letter
 * changed, cut short) has another hash and stays.
 */
function withoutParagraph(text, print) {
    for (let at = text.indexOf(print.opening); at !== -1; at = text.indexOf(print.opening, at + 1)) {
        const end = at + print.length;
        if (end > text.length || !text.startsWith(print.closing, end - print.closing.length))
            continue;
        if ((0,external_node_crypto_.createHash)('sha256').update(text.slice(at, end), 'utf8').digest('hex') === print.sha256)
            return text.slice(0, at) + text.slice(end);
    }
    return text;
}
/** What 2.1.332 and later score of a description: without the client's own paragraph. */
function withoutBoilerplate(text) {
    return withoutParagraph(text, CLIENT_PARAGRAPH);
}

;// CONCATENATED MODULE: ./src/engines/claude-code/names.ts
/**
 * How each generation cuts a tool's full name into the texts a term is compared with, and
 * what an equal or a containing text earns. A parse has one or two groups of texts (name parts;
 * B's server and action words; H's whole "coarse" names), scored separately.
 */

/** JavaScript's `s.split(/\s+/)` without empty pieces: the clients' word split. */
function words(s) {
    return s.split(/\s+/).filter((w) => w.length > 0);
}
const MCP_PREFIX = 'mcp__';
/** Built-in names: `WebFetch` → `web`, `fetch`; `_` separates too; `MCPSearch` stays one word. */
function builtinWords(name) {
    return words(name.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/_/g, ' ').toLowerCase());
}
/** `/[\s_.]+/` pieces of each name, lower-cased: `-`, `+`, `:` stay inside a piece. */
function nameWords(names) {
    return names.flatMap((n) => n.toLowerCase().split(/[\s_.]+/).filter((p) => p.length > 0));
}
/** `mcp__server[__tool]` split at the first `__` after the prefix (H's reading of a name without origin). */
function splitFullName(name) {
    if (!name.startsWith(MCP_PREFIX))
        return undefined;
    const rest = name.slice(MCP_PREFIX.length);
    const at = rest.indexOf('__');
    const server = at === -1 ? rest : rest.slice(0, at);
    return server ? { server, tool: at === -1 ? '' : rest.slice(at + 2) } : undefined;
}
const normalisedParts = (name) => (0,sanitize/* normalizeNamePart */._p)(name).split('_').filter(Boolean);
const originParts = (name) => name.split(/[\s_.]+/).filter(Boolean);
const NAME_FIELDS = ['name', 'name-part'];
const COARSE_FIELDS = ['coarse', 'coarse-part'];
/** B: the server before the first `__`, the action words after it. */
function mcpSearchServer(tool) {
    const s = tool.name.toLowerCase().replace(/^mcp__/, '');
    const at = s.indexOf('__');
    return at === -1 ? { server: s, actions: '' } : { server: s.slice(0, at), actions: s.slice(at + 2) };
}
const isMcpC = (tool) => tool.name.startsWith(MCP_PREFIX);
const isMcpG = (tool) => tool.origin !== undefined || tool.name.startsWith(MCP_PREFIX);
const isMcpH = (tool) => tool.origin !== undefined || splitFullName(tool.name) !== undefined;
function partsG(tool, mcp) {
    if (!mcp)
        return builtinWords(tool.name);
    if (tool.origin)
        return nameWords([tool.origin.server, tool.origin.tool]);
    return nameWords(tool.name.slice(MCP_PREFIX.length).split('__'));
}
const NAME_PARSERS = {
    // 2.0: the lower-cased full name with `__` as spaces, compared whole.
    A: {
        isMcp: () => true,
        groups: [{ key: 'A', texts: (t) => [t.name.toLowerCase().replaceAll('__', ' ')], mcp: { equal: 10, contains: 5 }, builtin: { equal: 10, contains: 5 }, fields: NAME_FIELDS }]
    },
    B: {
        isMcp: () => true,
        toolNameParts: normalisedParts,
        groups: [
            { key: 'B-server', texts: (t) => [mcpSearchServer(t).server], mcp: { equal: 12, contains: 6 }, builtin: { equal: 12, contains: 6 }, fields: NAME_FIELDS },
            { key: 'B-actions', texts: (t) => mcpSearchServer(t).actions.split('_').filter(Boolean), mcp: { equal: 8, contains: 4 }, builtin: { equal: 8, contains: 4 }, fields: NAME_FIELDS }
        ]
    },
    C: {
        isMcp: isMcpC,
        toolNameParts: normalisedParts,
        groups: [
            {
                key: 'C',
                texts: (t) => (isMcpC(t) ? t.name.toLowerCase().slice(MCP_PREFIX.length).split('_').filter(Boolean) : builtinWords(t.name)),
                mcp: { equal: 12, contains: 6 },
                builtin: { equal: 10, contains: 5 },
                fields: NAME_FIELDS
            }
        ]
    },
    G: {
        isMcp: isMcpG,
        toolNameParts: originParts,
        groups: [{ key: 'G', texts: (t) => partsG(t, isMcpG(t)), mcp: { equal: 12, contains: 6 }, builtin: { equal: 10, contains: 5 }, fields: NAME_FIELDS }]
    },
    H: {
        isMcp: isMcpH,
        toolNameParts: originParts,
        groups: [
            { key: 'H', texts: (t) => partsG(t, isMcpH(t)), mcp: { equal: 12, contains: 6 }, builtin: { equal: 10, contains: 5 }, fields: NAME_FIELDS },
            {
                key: 'H-coarse',
                texts: (t) => {
                    if (t.origin)
                        return [t.origin.server.toLowerCase(), t.origin.tool.toLowerCase()];
                    const split = splitFullName(t.name);
                    if (!split)
                        return [t.name.toLowerCase()];
                    return split.tool ? [split.server.toLowerCase(), split.tool.toLowerCase()] : [split.server.toLowerCase()];
                },
                mcp: { equal: 12, contains: 4 },
                builtin: { equal: 10, contains: 3 },
                fields: COARSE_FIELDS
            }
        ]
    }
};

;// CONCATENATED MODULE: ./src/engines/claude-code/pool.ts
function isBuiltin(entry) {
    return entry.builtin === true;
}
function poolTool(entry) {
    if (isBuiltin(entry)) {
        return {
            name: entry.name,
            mcp: false,
            description: entry.description,
            hint: entry.searchHint || undefined,
            alwaysLoad: false,
            deferred: entry.deferred,
            aliases: entry.aliases ?? [],
            page: 1
        };
    }
    return {
        name: entry.id,
        mcp: true,
        origin: { server: entry.server, tool: entry.name },
        description: entry.description,
        hint: entry.searchHint || undefined,
        alwaysLoad: entry.alwaysLoad,
        deferred: true,
        aliases: [],
        page: entry.page
    };
}
/**
 * For each tool, the tool whose description the search reads: the first of the pool with the
 * same full name (or, with `aliases`, listing that name as an alias). Itself unless names repeat.
 */
function descriptionSources(pool, aliases) {
    const first = new Map();
    pool.forEach((tool, i) => {
        for (const key of aliases ? [tool.name, ...tool.aliases] : [tool.name])
            if (!first.has(key))
                first.set(key, i);
    });
    return pool.map((tool) => first.get(tool.name));
}

;// CONCATENATED MODULE: ./src/engines/claude-code/text-field.ts
/**
 * One text field of every tool of a pool (name parts, descriptions, hints), answering "which
 * tools have a text that contains this term" (`text.includes(term)`), "... that equals it", and
 * "... that has it as a word" (`/\bterm\b/.test(text)`, JavaScript's ASCII `\b`) for all tools at
 * once, exactly as the per-tool tests would.
 *
 * Building costs next to nothing: the texts are joined on the first term, and the first few
 * distinct terms are answered by scanning the joined texts. A field asked more (lint's own-name
 * queries, many queries of a manifest) builds a table of its distinct word runs, which answers
 * terms made of word characters (most terms) from far shorter text. A field prepared for one
 * search (advice ranks an edited copy of part of a catalog for every edit it tries) never pays
 * for the table. Both ways give the same answers. Each answer is remembered per term, so a term
 * that several queries or several generations share is looked up once. A term never contains
 * white space (queries are split on it), so a match never spans the line feed that joins texts.
 */

const WORD_TERM = /^[A-Za-z0-9_]+$/;
const SEPARATOR = '\n';
/** Remembered answers per field before the memo starts over (bounds memory on huge query sets). */
const MEMO_LIMIT = 20_000;
/** Questions (`containing` or `withWord`, each term once per kind) about terms of word characters a field answers by scanning before it builds its word table. */
const SCANS_BEFORE_TABLE = 8;
function isWordUnit(code) {
    return (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 95;
}
/** Distinct values, ascending. */
function ownersOf(list) {
    const owners = Int32Array.from(list).sort();
    let n = 0;
    for (let i = 0; i < owners.length; i++)
        if (i === 0 || owners[i] !== owners[i - 1])
            owners[n++] = owners[i];
    return owners.subarray(0, n);
}
/** Texts joined by line feeds, to find a term in all of them with one `indexOf` sweep. */
class Joined {
    text;
    /** Start of each text in `text`, plus one past the end. */
    starts;
    constructor(texts) {
        this.text = texts.join(SEPARATOR);
        this.starts = new Int32Array(texts.length + 1);
        let at = 0;
        texts.forEach((t, i) => {
            this.starts[i] = at;
            at += t.length + 1;
        });
        this.starts[texts.length] = at;
    }
    /**
     * Calls `hit(i, at)` once for each text i, with its first occurrence of `term` that
     * `accept(at)` takes, until a hit returns true.
     */
    forEach(term, accept, hit) {
        let i = 0;
        let at = this.text.indexOf(term);
        while (at !== -1) {
            while (this.starts[i + 1] <= at)
                i++;
            if (accept(at)) {
                if (hit(i, at) === true)
                    return;
                at = this.text.indexOf(term, this.starts[i + 1]);
            }
            else {
                at = this.text.indexOf(term, at + 1);
            }
        }
    }
}
const always = () => true;
class TextField {
    texts;
    owners;
    joinedTexts;
    wordTable;
    exactTable;
    containingMemo = new BoundedMemo(MEMO_LIMIT);
    wordMemo = new BoundedMemo(MEMO_LIMIT);
    /** Questions about terms of word characters answered so far without the word table (a term asked both ways counts twice). */
    scans = 0;
    /** `owners[i]` is the tool of `texts[i]` (default: text i belongs to tool i). */
    constructor(texts, owners) {
        this.texts = texts;
        this.owners = owners ?? texts.map((_, i) => i);
    }
    /** Whether the field holds exactly these texts, text i of tool i. */
    readsTexts(texts) {
        if (texts.length !== this.texts.length)
            return false;
        for (let i = 0; i < texts.length; i++)
            if (texts[i] !== this.texts[i] || this.owners[i] !== i)
                return false;
        return true;
    }
    /** Tools with a text that contains `term`, and those with a text equal to it. */
    containing(term) {
        return this.containingMemo.get(term, (t) => {
            const found = [];
            if (WORD_TERM.test(t) && this.tableReady()) {
                // A term of word characters can only occur inside one run of word characters, so the
                // distinct runs (far fewer and shorter than the texts) are searched instead.
                // Common runs ("the") have most tools as owners: each owner is taken once, as it is
                // first seen, so that a short term ("a") does not gather and sort every word's owners,
                // and the search stops once every owner is found.
                const table = this.words();
                const seen = new Uint8Array(table.ownerCount);
                table.vocabulary.forEach(t, always, (w) => {
                    for (const owner of table.wordOwners[w]) {
                        if (seen[owner])
                            continue;
                        seen[owner] = 1;
                        found.push(owner);
                    }
                    return found.length === table.ownerCount;
                });
                return { owners: ownersOf(found), equal: ownersOf(this.exact().get(t) ?? []) };
            }
            // A text equals the term when its first occurrence starts the text and ends it.
            const joined = this.joined();
            const equal = [];
            joined.forEach(t, always, (i, at) => {
                found.push(this.owners[i]);
                if (at === joined.starts[i] && at + t.length + 1 === joined.starts[i + 1])
                    equal.push(this.owners[i]);
            });
            return { owners: ownersOf(found), equal: ownersOf(equal) };
        });
    }
    /** Tools with a text where `\bterm\b` matches. */
    withWord(term) {
        return this.wordMemo.get(term, (t) => {
            if (WORD_TERM.test(t) && this.tableReady())
                return ownersOf(this.words().owners.get(t) ?? []);
            // Otherwise: every occurrence whose ends are word boundaries, as the regular expression
            // tries them (a line feed or the end of the joined text is a non-word neighbour, as the
            // start and end of one text are for the expression).
            const joined = this.joined();
            const text = joined.text;
            const firstIsWord = isWordUnit(t.charCodeAt(0));
            const lastIsWord = isWordUnit(t.charCodeAt(t.length - 1));
            const boundaries = (at) => (at > 0 && isWordUnit(text.charCodeAt(at - 1))) !== firstIsWord &&
                (at + t.length < text.length && isWordUnit(text.charCodeAt(at + t.length))) !== lastIsWord;
            const found = [];
            joined.forEach(t, boundaries, (i) => {
                found.push(this.owners[i]);
            });
            return ownersOf(found);
        });
    }
    /** Whether a term of word characters is answered from the word table (built now if it is due). */
    tableReady() {
        return this.wordTable !== undefined || ++this.scans > SCANS_BEFORE_TABLE;
    }
    joined() {
        return (this.joinedTexts ??= new Joined(this.texts));
    }
    exact() {
        if (!this.exactTable) {
            const table = new Map();
            this.texts.forEach((text, i) => {
                const list = table.get(text);
                if (!list)
                    table.set(text, [this.owners[i]]);
                else if (list[list.length - 1] !== this.owners[i])
                    list.push(this.owners[i]);
            });
            this.exactTable = table;
        }
        return this.exactTable;
    }
    words() {
        if (!this.wordTable) {
            const owners = new Map();
            this.texts.forEach((text, i) => {
                const owner = this.owners[i];
                // Runs of [A-Za-z0-9_], found by char code (a regular expression's match array costs more).
                for (let at = 0; at < text.length;) {
                    if (!isWordUnit(text.charCodeAt(at))) {
                        at++;
                        continue;
                    }
                    let end = at + 1;
                    while (end < text.length && isWordUnit(text.charCodeAt(end)))
                        end++;
                    const word = text.slice(at, end);
                    at = end;
                    const list = owners.get(word);
                    if (!list)
                        owners.set(word, [owner]);
                    else if (list[list.length - 1] !== owner)
                        list.push(owner);
                }
            });
            const words = [...owners.keys()];
            const wordOwners = [...owners.values()];
            const ownerCount = this.owners.reduce((most, owner) => Math.max(most, owner + 1), 0);
            this.wordTable = { owners, vocabulary: new Joined(words), wordOwners, ownerCount };
        }
        return this.wordTable;
    }
}

;// CONCATENATED MODULE: ./src/engines/claude-code/prepare.ts





const TRUNCATION_MARKER = '… [truncated]';
/** What a term earns a tool whose description has it (a weak match: names and hints earn more). */
const prepare_DESCRIPTION_POINTS = 2;
/** A tool's contributions, term by term (each term's tools are ascending: found by bisection). */
function breakdownOf(scores, i) {
    const breakdown = [];
    for (const { tools, contributions } of scores) {
        let lo = 0;
        let hi = tools.length - 1;
        while (lo <= hi) {
            const mid = (lo + hi) >>> 1;
            if (tools[mid] < i)
                lo = mid + 1;
            else if (tools[mid] > i)
                hi = mid - 1;
            else {
                for (const c of contributions[mid])
                    breakdown.push(c);
                break;
            }
        }
    }
    return breakdown;
}
const SHARED = new WeakMap();
/** Cuts an MCP description as the client version does, marking the cut. */
function prepare_cutDescription(text, cut) {
    if (!cut || text.length <= cut.max)
        return text;
    let end = cut.max;
    const last = text.charCodeAt(end - 1);
    if (!cut.splitsPairs && last >= 0xd800 && last <= 0xdbff)
        end -= 1;
    return text.slice(0, end) + TRUNCATION_MARKER;
}
/**
 * Per catalog tool (or built-in), its pool tool, and per pool tool the texts a field reads,
 * by the field's key: advice prepares many catalogs made of the same tools (parts of one
 * catalog, one tool edited), which then cost little more than the arrays that list them.
 */
const POOL_TOOLS = new WeakMap();
const TOOL_TEXTS = new WeakMap();
function pooled(entry) {
    let tool = POOL_TOOLS.get(entry);
    if (!tool)
        POOL_TOOLS.set(entry, (tool = poolTool(entry)));
    return tool;
}
function toolText(tool, key, make) {
    let texts = TOOL_TEXTS.get(tool);
    if (!texts)
        TOOL_TEXTS.set(tool, (texts = new Map()));
    let text = texts.get(key);
    if (text === undefined)
        texts.set(key, (text = make(tool)));
    return text;
}
function poolFor(shared, entries, g) {
    const key = `${g.builtins ? 'all' : 'mcp'}${g.firstPageOnly ? ' page 1' : ''}`;
    let pool = shared.pools.get(key);
    if (!pool) {
        let all = shared.pools.get('all');
        if (!all)
            shared.pools.set('all', (all = entries.map(pooled)));
        const kept = all.filter((t) => (g.builtins || t.mcp) && (!g.firstPageOnly || t.page === 1));
        // The same array when nothing is left out, so its fields are shared too.
        pool = kept.length === all.length ? all : kept;
        shared.pools.set(key, pool);
    }
    return pool;
}
function fieldOf(fields, key, make) {
    let field = fields.get(key);
    if (!field)
        fields.set(key, (field = make()));
    return field;
}
function groupField(pool, group) {
    const texts = [];
    const owners = [];
    const key = `names ${group.key}`;
    pool.forEach((tool, i) => {
        for (const text of toolText(tool, key, group.texts)) {
            texts.push(text);
            owners.push(i);
        }
    });
    return new TextField(texts, owners);
}
function descriptionField(pool, g, inputs, key, fields) {
    const read = (tool) => {
        let text = tool.mcp ? prepare_cutDescription(tool.description, inputs.descriptionCut) : tool.description;
        if (g.stripBoilerplate)
            text = withoutBoilerplate(text);
        return text.toLowerCase();
    };
    const own = pool.map((tool) => toolText(tool, key, read));
    const texts = descriptionSources(pool, inputs.aliases).map((source) => own[source]);
    // Generations that cut or strip descriptions mostly read the very same texts (few reach a
    // cut or hold the boilerplate): they then share one field, its word table and its answers.
    for (const [other, field] of fields)
        if (other.startsWith('description') && field.readsTexts(texts))
            return field;
    return new TextField(texts);
}
/** Terms whose points one prepared catalog remembers before it starts over (bounds memory on huge query sets). */
const TERM_MEMO_LIMIT = 20_000;
const HINT_CUT = 4096;
function hintField(pool, g, inputs, key) {
    const read = (tool) => {
        const hint = tool.mcp && !inputs.mcpHints ? undefined : tool.hint;
        return (g.hintCut ? hint?.slice(0, HINT_CUT) : hint)?.toLowerCase() ?? '';
    };
    return new TextField(pool.map((tool) => toolText(tool, key, read)));
}
const lowerName = (tool) => tool.name.toLowerCase();
function prepareClaudeCode(g, inputs, catalog, entries = catalog.tools) {
    let shared = SHARED.get(entries);
    if (!shared)
        SHARED.set(entries, (shared = { pools: new Map(), fields: new WeakMap() }));
    const pool = poolFor(shared, entries, g);
    let fields = shared.fields.get(pool);
    if (!fields)
        shared.fields.set(pool, (fields = new Map()));
    const parser = NAME_PARSERS[g.names];
    const cut = inputs.descriptionCut;
    const descriptionKey = `description ${cut ? `${cut.max}${cut.splitsPairs ? ' split' : ''}` : 'whole'}${g.stripBoilerplate ? ' stripped' : ''}${inputs.aliases ? ' aliases' : ''}`;
    const hintKey = `hint${inputs.mcpHints ? ' mcp' : ''}${g.hintCut ? ' cut' : ''}`;
    return {
        catalog,
        generation: g,
        inputs,
        pool,
        lowerNames: pool.map((t) => toolText(t, 'lower name', lowerName)),
        searchable: Uint8Array.from(pool, (t) => Number(t.mcp ? !(inputs.alwaysLoad && t.alwaysLoad) : t.deferred)),
        isMcp: Uint8Array.from(pool, (t) => Number(parser.isMcp(t))),
        groups: parser.groups.map((group) => ({ group, field: fieldOf(fields, `names ${group.key}`, () => groupField(pool, group)) })),
        descriptions: fieldOf(fields, descriptionKey, () => descriptionField(pool, g, inputs, descriptionKey, fields)),
        hints: g.hintPoints ? fieldOf(fields, hintKey, () => hintField(pool, g, inputs, hintKey)) : undefined,
        termMemo: new BoundedMemo(TERM_MEMO_LIMIT)
    };
}

// EXTERNAL MODULE: ./src/catalog/build.ts
var build = __webpack_require__(1515);
// EXTERNAL MODULE: ./src/util/plural.ts
var plural = __webpack_require__(1976);
// EXTERNAL MODULE: ./src/util/well-formed.ts
var well_formed = __webpack_require__(8532);
;// CONCATENATED MODULE: ./src/engines/deferral/measure.ts
/**
 * Claude Code's character measure of one MCP tool, the one its deferral size test counts
 * (docs/engines/deferral.md, "The character measure"): the full name, the description as
 * the client cuts it, and the input schema as compact JSON, all after the client's
 * sanitising, in UTF-16 units.
 */


const DESCRIPTION_LIMIT = 4096;
/** What the client appends to a cut description (U+2026, a space, `[truncated]`). */
const TRUNCATION_MARK = '\u2026 [truncated]';
/** A string as the client sanitises it: ASCII untouched, else lone surrogates deleted first (the catalog's sanitiser keeps them). */
function clean(text) {
    // eslint-disable-next-line no-control-regex
    return /^[\x00-\x7F]*$/.test(text) ? text : (0,sanitize/* sanitizeString */.xV)((0,well_formed/* withoutLoneSurrogates */.l)(text));
}
/** Every string of a JSON value, keys included, sanitised; a later key that sanitises to an earlier one wins, as in the client. */
function cleanDeep(value) {
    if (typeof value === 'string')
        return clean(value);
    if (Array.isArray(value))
        return value.map(cleanDeep);
    if (value !== null && typeof value === 'object') {
        const out = {};
        for (const [key, inner] of Object.entries(value))
            out[clean(key)] = cleanDeep(inner);
        return out;
    }
    return value;
}
/** The description cut at `limit` units (one fewer rather than split a surrogate pair), with the client's mark. */
function measure_cutDescription(description, limit = DESCRIPTION_LIMIT) {
    if (description.length <= limit)
        return description;
    const high = description.charCodeAt(limit - 1);
    const end = high >= 0xd800 && high <= 0xdbff ? limit - 1 : limit;
    return description.slice(0, end) + TRUNCATION_MARK;
}
/** The server part of the full name; claude.ai connectors get their runs of `_` collapsed and trimmed. */
function serverPart(server) {
    const part = (0,sanitize/* normalizeNamePart */._p)(server);
    return server.startsWith('claude.ai ') ? part.replace(/_+/g, '_').replace(/^_|_$/g, '') : part;
}
const COMBINATORS = ['anyOf', 'oneOf', 'allOf'];
/**
 * Per catalog tool (never changed once made), its measure by description limit: every Claude
 * Code generation of a check measures the same tools, most under the same limit.
 */
const MEASURES = new WeakMap();
/** The measure of one catalog tool; `server` is the name the user configured it under. */
function measureTool(tool, descriptionLimit = DESCRIPTION_LIMIT) {
    let byLimit = MEASURES.get(tool);
    if (!byLimit)
        MEASURES.set(tool, (byLimit = new Map()));
    let measure = byLimit.get(descriptionLimit);
    if (!measure)
        byLimit.set(descriptionLimit, (measure = measured(tool, descriptionLimit)));
    return measure;
}
function measured(tool, descriptionLimit) {
    const name = `mcp__${serverPart(clean(tool.rawServer))}__${(0,sanitize/* normalizeNamePart */._p)(clean(String(tool.rawName)))}`;
    const raw = typeof tool.rawDescription === 'string' ? clean(tool.rawDescription) : '';
    const description = measure_cutDescription(raw, descriptionLimit);
    const schema = tool.inputSchema === undefined ? undefined : cleanDeep(tool.inputSchema);
    const schemaText = schema === undefined ? '' : JSON.stringify(schema);
    return {
        chars: name.length + description.length + schemaText.length,
        fullName: name.length,
        description: description.length,
        schema: schemaText.length,
        cut: description !== raw,
        estimate: schema !== null && typeof schema === 'object' && COMBINATORS.some((k) => Object.hasOwn(schema, k))
    };
}
/** Claude Code's model visibility: `_meta.ui.visibility` must list `model` when it is given. */
function visibleToModel(meta) {
    const ui = meta?.ui;
    if (ui === undefined || ui === null)
        return true;
    if (typeof ui !== 'object' || Array.isArray(ui))
        return false;
    const visibility = ui.visibility;
    if (visibility === undefined || visibility === null)
        return true;
    return Array.isArray(visibility) && visibility.includes('model');
}

;// CONCATENATED MODULE: ./src/engines/deferral/claude-code.ts



/** The model a fresh 2.1.332 set-up with an API key runs. */
const DEFAULT_MODEL = 'claude-opus-5-5';
const DEFAULT_SESSION = 'interactive';
const TRUTHY = new Set(['1', 'true', 'yes', 'on']);
const FALSY = new Set(['0', 'false', 'no', 'off']);
const isTruthy = (value) => value !== undefined && TRUTHY.has(value.trim().toLowerCase());
/** The percentage after `auto:`, as the client parses it; undefined when it finds no integer (it then warns and takes 10). */
function parsePercent(text) {
    const t = text.trim();
    if (/^[+-]?\d+(\.\d+)?e[+-]?\d+$/i.test(t) && Number.isInteger(Number(t)))
        return Number(t);
    if (/^\d{1,3}([,_ ]\d{3})+$/.test(t))
        return Number(t.replace(/[,_ ]/g, ''));
    const lead = /^[+-]?\d+/.exec(t);
    return lead ? Number.parseInt(lead[0], 10) : undefined;
}
/**
 * The mode from the environment, first matching rule first (compliance and managed settings are the user's to know).
 * `why` leaves out `ENABLE_TOOL_SEARCH`'s value: the deferral's `setup` states it, and the views print both.
 */
function resolveMode(value, env = {}) {
    if (isTruthy(env.CLAUDE_CODE_DISABLE_EXPERIMENTAL_BETAS))
        return { mode: 'standard', percent: 10, why: 'CLAUDE_CODE_DISABLE_EXPERIMENTAL_BETAS turns tool search off' };
    const v = value?.trim() ?? '';
    if (v === 'auto' || v.startsWith('auto:')) {
        const parsed = v === 'auto' ? 10 : parsePercent(v.slice(5));
        const percent = Math.min(100, Math.max(0, parsed ?? 10));
        if (percent === 0)
            return { mode: 'tst', percent, why: 'a size test at 0 %: always on' };
        if (percent === 100)
            return { mode: 'standard', percent, why: 'a size test at 100 %: never on' };
        return { mode: 'tst-auto', percent, why: `on when the tools fill ${percent} % of the context window${parsed === undefined ? ' (no number after `auto:`, so 10 %)' : ''}` };
    }
    if (TRUTHY.has(v.toLowerCase()))
        return { mode: 'tst', percent: 10, why: 'tool search always on' };
    if (FALSY.has(v.toLowerCase()))
        return { mode: 'standard', percent: 10, why: 'tool search off' };
    return { mode: 'tst', percent: 10, why: value === undefined || v === '' ? 'the client defers every MCP tool, whatever the size' : 'a value the client does not know: always on, as unset' };
}
/** Models without tool search (the client's default list; a server-side flag can change it). */
const UNSUPPORTED = ['claude-3-opus', 'claude-3-sonnet', 'claude-3-haiku', 'claude-3-5-sonnet', 'claude-3-5-haiku', 'claude-3-7-sonnet'];
function unsupportedModel(model) {
    const id = model.toLowerCase();
    return UNSUPPORTED.some((u) => id.includes(u));
}
const WINDOW_200K = ['claude-haiku-4-5', 'claude-sonnet-4', 'claude-sonnet-4-0', 'claude-sonnet-4-5', 'claude-sonnet-4-6', 'claude-opus-4', 'claude-opus-4-0', 'claude-opus-4-1', 'claude-opus-4-5', 'claude-opus-4-6'];
const WINDOW_1M = ['claude-opus-4-7', 'claude-opus-4-8', 'claude-opus-5', 'claude-opus-5-5', 'claude-sonnet-5', 'claude-sonnet-5-5', 'claude-haiku-5-5'];
/** The table's model id: provider prefixes (`us.anthropic.`), `@date`, `-vN:M` and date suffixes removed. */
function baseModelId(model) {
    return model
        .toLowerCase()
        .replace(/\[1m\]$/, '')
        .replace(/^.*?(?=claude-)/, '')
        .replace(/@.*$/, '')
        .replace(/-v\d+(:\d+)?$/, '')
        .replace(/-\d{8}$/, '');
}
function knownWindow(id) {
    if (WINDOW_200K.includes(id))
        return 200_000;
    if (WINDOW_1M.includes(id) || /^claude-(fable|mythos)-5/.test(id))
        return 1_000_000;
    return undefined;
}
const positive = (value) => {
    const n = value === undefined ? NaN : Number.parseInt(value, 10);
    return n > 0 ? n : undefined;
};
/** The context window in tokens, with the client's overrides in its order. */
function contextWindow(model, env = {}) {
    const max = positive(env.CLAUDE_CODE_MAX_CONTEXT_TOKENS);
    if (isTruthy(env.DISABLE_COMPACT) && max !== undefined)
        return max;
    const disable1m = isTruthy(env.CLAUDE_CODE_DISABLE_1M_CONTEXT);
    if (model.toLowerCase().endsWith('[1m]') && !disable1m)
        return 1_000_000;
    if (disable1m)
        return 200_000;
    const known = knownWindow(baseModelId(model));
    if (known === undefined && max !== undefined)
        return max;
    return known ?? 1_000_000;
}
/** The thresholds in IEEE-754 doubles as the client computes them (P / 100 first): 29 % of 200,000 is 57,999 tokens. */
function thresholds(window, percent) {
    const tokens = Math.floor(window * (percent / 100));
    return { tokens, chars: Math.floor(tokens * 2.5) };
}
/**
 * The deferrable built-in tools' characters, measured with 2.1.332 and 2.1.333 (fresh set-up,
 * no plugins, no login). A model not measured takes its family's figure: an estimate twice over.
 */
const BUILT_INS = {
    print: { 'claude-4': 40_018, 'claude-sonnet-5': 31_863, other: 29_714 },
    interactive: { 'claude-4': 46_529, 'claude-sonnet-5': 38_374, other: 36_225 }
};
function builtInChars(model, session) {
    const id = baseModelId(model);
    const row = BUILT_INS[session];
    if (/^claude-(opus|sonnet|haiku)-4(-|$)/.test(id))
        return row['claude-4'];
    if (/^claude-sonnet-5(-|$)/.test(id))
        return row['claude-sonnet-5'];
    return row.other;
}
const percentOf = (part, whole) => Math.round((part / whole) * 1000) / 10;
/** A tool's own `anthropic/alwaysLoad` against its server's setting in the user's configuration. */
function alwaysLoaded(meta, server, dynamic) {
    if (server === false)
        return false;
    return (server === true && !(dynamic && meta === false)) || meta === true;
}
function claudeCodeDeferral(catalog, settings = {}, options) {
    const env = settings.env ?? {};
    const model = settings.model ?? DEFAULT_MODEL;
    const session = settings.session ?? DEFAULT_SESSION;
    const dynamic = settings.scope === 'dynamic';
    const limit = positive(env.CLAUDE_CODE_MAX_MCP_DESCRIPTION_LENGTH) ?? DESCRIPTION_LIMIT;
    const neighbours = new Set(catalog.servers.filter((s) => s.source === 'neighbour').map((s) => s.name));
    const modeAnswer = resolveMode(settings.enableToolSearch, env);
    const off = unsupportedModel(model) ? `${model} has no tool search` : modeAnswer.mode === 'standard' ? modeAnswer.why : undefined;
    const window = contextWindow(model, env);
    const limits = thresholds(window, modeAnswer.percent);
    const measured = catalog.tools.map((tool) => {
        const m = measureTool(tool, limit);
        const base = { tool: tool.id, server: tool.rawServer, chars: m.chars, ...(m.estimate ? { estimate: true } : {}), ...(m.cut ? { cut: true } : {}) };
        if (!visibleToModel(tool.meta))
            return { tool, cost: { ...base, placement: 'hidden', why: 'hidden' } };
        const always = options.readsAlwaysLoad && alwaysLoaded(tool.meta?.[build/* ALWAYS_LOAD_KEY */.nV], settings.alwaysLoad?.[tool.rawServer], dynamic);
        return { tool, cost: { ...base, placement: always ? 'up-front' : 'deferred', why: always ? 'always-load' : 'search' } };
    });
    const counted = (c) => c.placement === 'deferred';
    const mcpChars = sum(measured.map((m) => m.cost).filter(counted));
    const builtIns = settings.builtInChars ?? builtInChars(model, session);
    const total = builtIns + mcpChars;
    const size = {
        applies: off === undefined && modeAnswer.mode === 'tst-auto',
        percent: modeAnswer.percent,
        window,
        tokenThreshold: limits.tokens,
        charThreshold: limits.chars,
        builtInChars: builtIns,
        builtInsEstimate: settings.builtInChars === undefined,
        mcpChars,
        total,
        share: percentOf(total, limits.chars)
    };
    const deferred = off === undefined && (modeAnswer.mode === 'tst' || total >= limits.chars);
    const tools = measured.map(({ cost }) => (cost.placement === 'deferred' && !deferred ? { ...cost, placement: 'up-front', why: 'not-deferred' } : cost));
    const charsOf = (keep) => sum(measured.filter((m) => keep(m.tool.rawServer)).map((m) => m.cost).filter(counted));
    const neighbourChars = charsOf((server) => neighbours.has(server));
    const servers = catalog.servers.map((s) => {
        const own = tools.filter((t) => t.server === s.name);
        const chars = charsOf((server) => server === s.name);
        const neighbour = neighbours.has(s.name);
        return {
            server: s.name,
            neighbour,
            chars,
            upFrontChars: sum(own.filter((t) => t.placement !== 'hidden')),
            estimate: own.some((t) => t.estimate === true),
            ...(neighbour ? {} : { share: { alone: percentOf(chars, limits.chars), withBuiltIns: percentOf(builtIns + chars, limits.chars), withNeighbours: percentOf(builtIns + chars + neighbourChars, limits.chars) } })
        };
    });
    const sessionText = session === 'print' ? 'print (-p)' : 'interactive';
    const setup = `ENABLE_TOOL_SEARCH${settings.enableToolSearch === undefined ? ' unset' : `=${settings.enableToolSearch}`}, ${model}, ${sessionText}`;
    const estimateMark = measured.some((m) => m.cost.estimate) ? ' (≈: a schema the client rewrites)' : '';
    const reason = off !== undefined
        ? `not deferred: ${off}`
        : modeAnswer.mode === 'tst'
            ? `deferred: ${modeAnswer.why}`
            : `${deferred ? 'deferred' : 'not deferred'}: built-ins ≈${(0,plural/* formatCount */.B)(builtIns)} + MCP ${(0,plural/* formatCount */.B)(mcpChars)}${estimateMark} = ${(0,plural/* formatCount */.B)(total)} characters, ${size.share} % of ${(0,plural/* formatCount */.B)(limits.chars)} (${modeAnswer.percent} % of ${(0,plural/* formatCount */.B)(window)} tokens × 2.5); ${deferred ? 'at or above' : 'below'} the threshold`;
    return {
        verdict: deferred ? 'deferred' : 'not-deferred',
        exact: options.current && (!size.applies || (settings.builtInChars !== undefined && !measured.some((m) => m.cost.estimate))),
        reason,
        setup,
        changes: changesFor(modeAnswer.mode, size, deferred),
        tools,
        servers,
        size
    };
}
function sum(costs) {
    let total = 0;
    for (const c of costs)
        total += c.chars ?? 0;
    return total;
}
function changesFor(mode, size, deferred) {
    if (mode === 'tst')
        return ['ENABLE_TOOL_SEARCH=auto applies a size test; =false turns tool search off', '`alwaysLoad: true` (server configuration) or `_meta["anthropic/alwaysLoad"]: true` loads a tool up front'];
    if (mode === 'standard')
        return ['ENABLE_TOOL_SEARCH unset or true defers every MCP tool'];
    const gap = size.charThreshold - size.total;
    return [
        deferred ? `${(0,plural/* formatCount */.B)(-gap)} characters fewer would load everything up front` : `${(0,plural/* formatCount */.B)(gap)} characters more (all servers and built-ins) would defer everything`,
        'a model with a 1M-token window raises the threshold to 250,000 characters (10 %)',
        'with token counting (the API reachable) the client compares tokens − 500 with the token threshold instead: the verdict can differ'
    ];
}

;// CONCATENATED MODULE: ./src/engines/claude-code/query.ts
/**
 * What the search does with the query before scoring: the clean-up of H2 and later, `select:`
 * and its name resolution per generation.
 */


/** `.` matches no line terminator and `^`/`$` are the ends of the whole query. */
const SELECT_RE = /^select:(.+)$/i;
const SELECT_PREFIX_LENGTH = 'select:'.length;
const MAX_QUERY_UNITS = 16_384;
const MAX_QUERY_WORDS = 32;
const MAX_SELECT_ITEMS = 64;
function isHighSurrogate(code) {
    return code >= 0xd800 && code <= 0xdbff;
}
/**
 * H2 and later: the query cut to 16,384 UTF-16 units (never ending on half a surrogate pair);
 * a `select:` list cut to 64 items; any other query cut to its first 32 words. A query within
 * the limits is returned as written (not trimmed).
 */
function cleanUpQuery(query) {
    let q = query;
    if (q.length > MAX_QUERY_UNITS) {
        q = q.slice(0, MAX_QUERY_UNITS);
        if (isHighSurrogate(q.charCodeAt(q.length - 1)))
            q = q.slice(0, -1);
    }
    const select = SELECT_RE.exec(q);
    if (select) {
        const items = select[1].split(',');
        return items.length > MAX_SELECT_ITEMS ? q.slice(0, SELECT_PREFIX_LENGTH) + items.slice(0, MAX_SELECT_ITEMS).join(',') : q;
    }
    const all = words(q.trim());
    return all.length > MAX_QUERY_WORDS ? all.slice(0, MAX_QUERY_WORDS).join(' ') : q;
}
/** The bare tool name of `mcp__server__tool` (after the first `__` following the prefix). */
function bareNameOf(name) {
    if (!name.startsWith('mcp__'))
        return undefined;
    const at = name.indexOf('__', 'mcp__'.length);
    return at === -1 ? undefined : name.slice(at + 2);
}
/** The full names `select:<rest>` returns, in order, each once. */
function selectNames(rule, { pool, searchable, aliases }, rest) {
    const names = (t, item) => t.name === item || t.aliases.includes(item);
    const firstSearchable = (item, withAliases) => pool.find((t, i) => searchable[i] && (withAliases ? names(t, item) : t.name === item));
    if (rule === 'one-mcp') {
        const name = rest.trim();
        return pool.some((t) => t.mcp && t.name === name) ? [name] : [];
    }
    if (rule === 'one') {
        const hit = firstSearchable(rest.trim(), aliases);
        return hit ? [hit.name] : [];
    }
    const out = new Set();
    for (const item of rest.split(',').map((s) => s.trim()).filter(Boolean)) {
        const hit = firstSearchable(item, true) ?? pool.find((t) => names(t, item));
        if (hit)
            out.add(hit.name);
        else if (rule === 'list-bare') {
            for (const t of pool) {
                const bare = t.origin ? t.origin.tool : bareNameOf(t.name);
                if (bare !== undefined && (bare === item || (0,sanitize/* normalizeNamePart */._p)(bare) === item))
                    out.add(t.name);
            }
        }
    }
    return [...out];
}

;// CONCATENATED MODULE: ./src/engines/claude-code/reading.ts


function escapeRegExp(text) {
    return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
/** `\bterm\b` in the text (JavaScript's ASCII word boundaries), as B and later match descriptions. */
function matchesWord(text, term) {
    return text.includes(term) && new RegExp('\\b' + escapeRegExp(term) + '\\b').test(text);
}
function clientReading(g, inputs) {
    const { toolNameParts } = NAME_PARSERS[g.names];
    const cut = inputs.descriptionCut;
    return {
        queryTerms: (query) => {
            const terms = words((g.cleanUp ? cleanUpQuery(query) : query).toLowerCase());
            return [...new Set(terms.map((t) => (g.required && t.startsWith('+') && t.length > 1 ? t.slice(1) : t)))];
        },
        ...(toolNameParts ? { nameParts: toolNameParts } : {}),
        ...(cut ? { descriptionCut: { length: cut.max, matches: g.descriptionMatch === 'word' ? matchesWord : (text, term) => text.includes(term) } } : {})
    };
}

;// CONCATENATED MODULE: ./src/engines/claude-code/subset.ts




/**
 * The prepared catalog of `subset` made from `p`: the same pool and fields, with the tools
 * outside the subset neither searchable nor found by name. Undefined when `subset` is not some
 * of `p`'s catalog tools in order, when `p`'s pool holds built-in tools, or when a tool of
 * the subset reads the description of a tool outside it.
 */
function prepareClaudeCodeSubset(p, subset) {
    const base = p.subsetOf?.base ?? p;
    if (p.subsetOf && !subsequenceMask(p.catalog.tools, subset.tools))
        return undefined;
    const inCatalog = subsequenceMask(base.catalog.tools, subset.tools);
    if (!inCatalog)
        return undefined;
    // The pool is the catalog's tools that the generation reads (first pages only, for some), in order.
    const member = new Uint8Array(base.pool.length);
    let k = 0;
    for (let c = 0; c < base.catalog.tools.length; c++) {
        const tool = base.catalog.tools[c];
        if (base.generation.firstPageOnly && tool.page !== 1)
            continue;
        if (pooled(tool) !== base.pool[k])
            return undefined;
        member[k++] = inCatalog[c];
    }
    if (k !== base.pool.length)
        return undefined;
    const sources = descriptionSources(base.pool, base.inputs.aliases);
    if (sources.some((source, i) => member[i] && !member[source]))
        return undefined;
    return {
        ...base,
        catalog: subset,
        searchable: base.searchable.map((s, i) => s & member[i]),
        termMemo: new BoundedMemo(TERM_MEMO_LIMIT),
        subsetOf: { base, member }
    };
}
/** A term's score in the catalog, kept to the subset's tools. */
function subsetTermScore(score, member) {
    const kept = { tools: [], contributions: [], points: [] };
    for (let k = 0; k < score.tools.length; k++) {
        if (!member[score.tools[k]])
            continue;
        kept.tools.push(score.tools[k]);
        kept.contributions.push(score.contributions[k]);
        kept.points.push(score.points[k]);
    }
    return kept;
}

;// CONCATENATED MODULE: ./src/engines/claude-code/strong-places.ts
/**
 * The first places of a keyword ranking without adding up every tool that scored. A term earns
 * a tool 2 points when only the tool's description has it (a weak match) and more when a name
 * or the hint has it (a strong match). A tool that no term matches strongly scores at most 2
 * per term, so when the last place read among the strongly matched tools scores more, no other
 * tool can reach those places or tie with them, and only the strongly matched tools (a small
 * share of a large catalog: a name holds few words, a description many) need adding up.
 * Otherwise the caller ranks every tool. Same answer either way.
 */


const tiersOf = new WeakMap();
/** Only the description has the term: a description match always earns DESCRIPTION_POINTS. */
function isWeak(contributions) {
    return contributions.length === 1 && contributions[0].field === 'description';
}
function tiers(score, poolSize) {
    let t = tiersOf.get(score);
    if (!t) {
        const words = (poolSize + 31) >>> 5;
        const weak = new Uint32Array(words);
        const all = new Uint32Array(words);
        const strong = [];
        for (let k = 0; k < score.tools.length; k++) {
            const i = score.tools[k];
            all[i >>> 5] |= 1 << (i & 31);
            if (isWeak(score.contributions[k]))
                weak[i >>> 5] |= 1 << (i & 31);
            else
                strong.push(k);
        }
        t = { strong: Int32Array.from(strong), anyWeak: strong.length < score.tools.length, weak, all };
        tiersOf.set(score, t);
    }
    return t;
}
function has(bits, i) {
    return ((bits[i >>> 5] >>> (i & 31)) & 1) === 1;
}
function popcount(word) {
    let v = word - ((word >>> 1) & 0x55555555);
    v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
    return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}
/** How many tools any of the terms matches: those that score (every match earns points). */
function scoredCount(termTiers) {
    let n = 0;
    const words = termTiers[0]?.all.length ?? 0;
    for (let w = 0; w < words; w++) {
        let union = 0;
        for (const t of termTiers)
            union |= t.all[w];
        n += popcount(union);
    }
    return n;
}
/** Per prepared catalog, a zeroed total per pool tool, reused by each search (and zeroed again after it). */
const scratch = new WeakMap();
/**
 * `keep`'s places of the ranking of `scores` (the terms in scoring order, each time it counts),
 * or undefined when tools matched only weakly could reach them: then rank every tool. `wanted`
 * are pool indexes; `places` how many first places to order.
 */
function strongPlaces(p, scores, maxResults, places, wanted, mode) {
    if (scores.length === 0)
        return undefined;
    const termTiers = scores.map((s) => tiers(s, p.pool.length));
    let total = scratch.get(p);
    if (!total)
        scratch.set(p, (total = new Int32Array(p.pool.length)));
    const candidates = [];
    try {
        let bound = 0;
        for (let j = 0; j < scores.length; j++) {
            const { tools, points } = scores[j];
            const { strong, anyWeak } = termTiers[j];
            if (anyWeak)
                bound += prepare_DESCRIPTION_POINTS;
            for (let s = 0; s < strong.length; s++) {
                const i = tools[strong[s]];
                if (total[i] === 0)
                    candidates.push(i);
                total[i] += points[strong[s]];
            }
        }
        if (candidates.length < places)
            return undefined;
        for (const t of termTiers) {
            if (!t.anyWeak)
                continue;
            for (const i of candidates)
                if (has(t.weak, i))
                    total[i] += prepare_DESCRIPTION_POINTS;
        }
        const keptWanted = [];
        for (const w of wanted) {
            if (total[w] > bound)
                keptWanted.push(w);
            else if (termTiers.some((t) => has(t.all, w)))
                return undefined;
        }
        const order = (a, b) => total[b] - total[a] || a - b;
        const found = placesOf(candidates, order, places, keptWanted);
        if (found.head.length < places || total[found.head[places - 1]] <= bound)
            return undefined;
        const name = (i) => p.pool[i].name;
        return {
            results: found.head.slice(0, maxResults).map(name),
            ranking: keptPlaces(found).map(({ index, rank }) => ({ tool: name(index), score: total[index], rank, breakdown: breakdownOf(scores, index) })),
            mode,
            scored: scoredCount(termTiers),
            ...tieAtCut(candidates, found.head, (i) => total[i], order, maxResults, name)
        };
    }
    finally {
        for (const i of candidates)
            total[i] = 0;
    }
}

;// CONCATENATED MODULE: ./src/engines/claude-code/search.ts
/**
 * One search, in the client's order of steps: query clean-up, `select:`, exact name, `mcp__`
 * prefix, keyword scoring. Which steps run and how is the generation's (generations.ts).
 */






/** Matches (summed over the query's terms) from which a kept search adds up only the strong ones first. */
const STRONG_PLACES_MIN_POSTINGS = 1_000;
/** A fast path's answer: the tools, in order, without scores. */
function listed(names, mode) {
    return {
        results: [...names],
        ranking: names.map((tool, i) => ({ tool, score: 0, rank: i + 1, breakdown: [] })),
        mode
    };
}
const nameLookups = new WeakMap();
function nameLookup(p) {
    let lookup = nameLookups.get(p);
    if (!lookup) {
        lookup = { searchable: new Map(), pool: new Map(), searchableLower: new Map(), poolLower: new Map() };
        const member = p.subsetOf?.member;
        for (let i = p.pool.length - 1; i >= 0; i--) {
            if (member && !member[i])
                continue;
            const [name, lower] = [p.pool[i].name, p.lowerNames[i]];
            lookup.pool.set(name, i);
            lookup.poolLower.set(lower, i);
            if (p.searchable[i]) {
                lookup.searchable.set(name, i);
                lookup.searchableLower.set(lower, i);
            }
        }
        nameLookups.set(p, lookup);
    }
    return lookup;
}
/** The tools `select:` looks among: a subset's own. */
function selectPool(p) {
    const member = p.subsetOf?.member;
    if (!member)
        return { pool: p.pool, searchable: p.searchable, aliases: p.inputs.aliases };
    const kept = p.pool.flatMap((_, i) => (member[i] ? [i] : []));
    return { pool: kept.map((i) => p.pool[i]), searchable: Uint8Array.from(kept, (i) => p.searchable[i]), aliases: p.inputs.aliases };
}
function exactName(p, query, lower) {
    const rule = p.generation.exactName;
    if (rule === 'none')
        return undefined;
    const names = nameLookup(p);
    const find = (searchable, pool, key) => searchable.get(key) ?? (rule === 'searchable' ? undefined : pool.get(key));
    const at = (rule === 'case-sensitive-first' ? find(names.searchable, names.pool, query.trim()) : undefined) ?? find(names.searchableLower, names.poolLower, lower);
    return at === undefined ? undefined : p.pool[at].name;
}
/**
 * What one term earns, its tools ascending (a search that reads a few places finds a tool's
 * contributions by bisection). The order of the tools changes no ranking: every ranking orders
 * by score, then by place in the pool.
 * A tool's contributions depend only on the fields it scores in and on whether it counts as
 * MCP, so the tools alike share one list (never changed): a term that most tools score on
 * (Claude Code 2.0 matches descriptions by substring) costs an array of references, not an
 * object per tool for the garbage collector to trace.
 */
function termScore(p, term) {
    /** Per tool: two bits per name group (1: equal, 2: contains), then hint, then description. */
    const fields = new Int32Array(p.pool.length);
    p.groups.forEach(({ field }, g) => {
        const { owners, equal } = field.containing(term);
        let e = 0;
        for (const i of owners) {
            const isEqual = e < equal.length && equal[e] === i;
            if (isEqual)
                e++;
            if (p.searchable[i])
                fields[i] |= (isEqual ? 1 : 2) << (2 * g);
        }
    });
    const g = p.generation;
    const hintBit = 1 << (2 * p.groups.length);
    const mark = (owners, bit) => {
        for (let k = 0; k < owners.length; k++)
            if (p.searchable[owners[k]])
                fields[owners[k]] |= bit;
    };
    if (p.hints)
        mark(p.hints.withWord(term), hintBit);
    mark(g.descriptionMatch === 'word' ? p.descriptions.withWord(term) : p.descriptions.containing(term).owners, hintBit << 1);
    const alike = new Map();
    const score = { tools: [], contributions: [], points: [] };
    for (let i = 0; i < fields.length; i++) {
        if (fields[i] === 0)
            continue;
        const key = fields[i] * 2 + p.isMcp[i];
        let shared = alike.get(key);
        if (!shared) {
            // In the order the fields are read: name groups, hint, description.
            const list = [];
            p.groups.forEach(({ group }, n) => {
                const bits = (fields[i] >> (2 * n)) & 3;
                const points = p.isMcp[i] ? group.mcp : group.builtin;
                if (bits === 1)
                    list.push({ term, field: group.fields[0], points: points.equal });
                else if (bits === 2)
                    list.push({ term, field: group.fields[1], points: points.contains });
            });
            if (fields[i] & hintBit)
                list.push({ term, field: 'hint', points: g.hintPoints });
            if (fields[i] & (hintBit << 1))
                list.push({ term, field: 'description', points: prepare_DESCRIPTION_POINTS });
            shared = { list, points: list.reduce((sum, c) => sum + c.points, 0) };
            alike.set(key, shared);
        }
        score.tools.push(i);
        score.contributions.push(shared.list);
        score.points.push(shared.points);
    }
    return score;
}
function memoTermScore(p, term) {
    const subset = p.subsetOf;
    // A subset's points are the catalog's, kept to its tools: a term is scored once for both.
    return p.termMemo.get(term, subset ? (t) => subsetTermScore(memoTermScore(subset.base, t), subset.member) : (t) => termScore(p, t));
}
/** The lists one after the other (`Array.prototype.flat` is several times slower on this hot path). */
function concat(lists) {
    const out = [];
    for (const list of lists)
        for (const c of list)
            out.push(c);
    return out;
}
function keywordSearch(p, lower, maxResults, keep) {
    const terms = words(lower);
    const isRequired = (t) => p.generation.required && t.startsWith('+') && t.length > 1;
    const required = terms.filter(isRequired).map((t) => t.slice(1));
    const scoring = required.length ? [...required, ...terms.filter((t) => !isRequired(t))] : terms;
    const scores = scoring.map((t) => memoTermScore(p, t));
    // A candidate must score on every required term.
    let allowed;
    if (required.length) {
        const hits = new Uint32Array(p.pool.length);
        for (let r = 0; r < required.length; r++)
            for (const i of scores[r].tools)
                hits[i]++;
        allowed = Uint8Array.from(hits, (n) => Number(n === required.length));
    }
    if (keep)
        return keptSearch(p, scores, allowed, maxResults, keep, terms.length ? 'keyword' : 'empty');
    const total = new Int32Array(p.pool.length);
    /** Per tool, the contribution lists of the terms it scored on (shared with the term memo, never changed). */
    const lists = new Array(p.pool.length);
    const touched = [];
    for (const { tools, contributions, points } of scores) {
        for (let k = 0; k < tools.length; k++) {
            const i = tools[k];
            if (allowed && !allowed[i])
                continue;
            if (lists[i])
                lists[i].push(contributions[k]);
            else {
                lists[i] = [contributions[k]];
                touched.push(i);
            }
            total[i] += points[k];
        }
    }
    // Scores above 0, best first; equal scores keep the pool's order (the client's sort is stable).
    const order = touched.filter((i) => total[i] > 0).sort((a, b) => total[b] - total[a] || a - b);
    const ranking = order.map((i, r) => ({ tool: p.pool[i].name, score: total[i], rank: r + 1, breakdown: lists[i].length === 1 ? lists[i][0] : concat(lists[i]) }));
    return { results: ranking.slice(0, maxResults).map((r) => r.tool), ranking, mode: terms.length ? 'keyword' : 'empty' };
}
/**
 * The keyword step when only some places are read (`keep`): the same totals, but only the
 * first places are ordered and only the kept tools get an entry and a breakdown.
 */
function keptSearch(p, scores, allowed, maxResults, keep, mode) {
    const names = nameLookup(p).pool;
    const wanted = keep.tools.flatMap((id) => names.get(id) ?? []);
    let postings = 0;
    for (const score of scores)
        postings += score.tools.length;
    // Few matches are added up faster than split by strength (which costs a little per term).
    const strong = allowed || postings < STRONG_PLACES_MIN_POSTINGS ? undefined : strongPlaces(p, scores, maxResults, Math.max(keep.top, maxResults + 1), wanted, mode);
    if (strong)
        return strong;
    const total = new Int32Array(p.pool.length);
    // Every field earns points above 0, so a tool a term scores on has a total above 0 from then on.
    const candidates = [];
    for (const { tools, points } of scores) {
        for (let k = 0; k < tools.length; k++) {
            const i = tools[k];
            if (allowed && !allowed[i])
                continue;
            if (total[i] === 0)
                candidates.push(i);
            total[i] += points[k];
        }
    }
    const order = (a, b) => total[b] - total[a] || a - b;
    const places = placesOf(candidates, order, Math.max(keep.top, maxResults + 1), wanted);
    const name = (i) => p.pool[i].name;
    return {
        results: places.head.slice(0, maxResults).map(name),
        ranking: keptPlaces(places).map(({ index, rank }) => ({ tool: name(index), score: total[index], rank, breakdown: breakdownOf(scores, index) })),
        mode,
        scored: candidates.length,
        ...tieAtCut(candidates, places.head, (i) => total[i], order, maxResults, name)
    };
}
function searchClaudeCode(p, rawQuery, maxResults, keep) {
    const g = p.generation;
    const query = g.cleanUp ? cleanUpQuery(rawQuery) : rawQuery;
    const select = SELECT_RE.exec(query);
    if (select)
        return listed(selectNames(g.select, selectPool(p), select[1]), 'select');
    const lower = query.toLowerCase().trim();
    const exact = exactName(p, query, lower);
    if (exact !== undefined)
        return listed([exact], 'exact-name');
    if (g.prefix && lower.startsWith('mcp__') && lower.length > 5) {
        const hits = p.pool.filter((_, i) => p.searchable[i] && p.lowerNames[i].startsWith(lower)).map((t) => t.name);
        const results = hits.slice(0, maxResults);
        if (results.length > 0)
            return { ...listed(hits, 'prefix'), results };
    }
    return keywordSearch(p, lower, maxResults, keep);
}

;// CONCATENATED MODULE: ./src/engines/claude-code/engines.ts









const FAMILY = 'claude-code';
const LATEST = `${FAMILY}@latest`;
/** Claude Code's scorer in its own words: points per term and field, equal scores in the client's tool order. */
const CLAUDE_CODE_TERMS = {
    client: 'Claude Code',
    ties: 'listing',
    fields: {
        name: 'name part',
        'name-part': 'inside a name part',
        coarse: 'whole name',
        'coarse-part': 'inside the whole name',
        'full-name': 'joined name',
        hint: 'search hint',
        description: 'description'
    }
};
/** The client version the deferral rule was read from; for earlier versions it is an estimate. */
const DEFERRAL_READ_FROM = [2, 1, 332];
/** "2.1.19 – 2.1.63", or the one version. */
function rangeLabel(g) {
    return (0,claude_code_versions/* compareVersions */.Zy)(g.first, g.last) === 0 ? (0,claude_code_versions/* formatVersion */.qh)(g.first) : `${(0,claude_code_versions/* formatVersion */.qh)(g.first)} – ${(0,claude_code_versions/* formatVersion */.qh)(g.last)}`;
}
function makeEngine(g, version, id, versions, generation) {
    const inputs = inputsAt(version);
    return {
        id,
        family: FAMILY,
        client: `Claude Code ${g.tool}`,
        versions,
        ...(generation ? { generation } : {}),
        clientVersion: (0,claude_code_versions/* formatVersion */.qh)(version),
        exact: true,
        defaultMaxResults: 5,
        loadsAlwaysLoad: inputs.alwaysLoad,
        firstPageOnly: g.firstPageOnly,
        readsSearchHint: g.hintPoints > 0 && inputs.mcpHints,
        localScoring: true,
        prepare: (catalog) => prepareClaudeCode(g, inputs, catalog),
        preparePool: (catalog, entries) => prepareClaudeCode(g, inputs, catalog, entries),
        prepareSubset: prepareClaudeCodeSubset,
        ...clientReading(g, inputs),
        search: (prepared, query, { maxResults, keep }) => searchClaudeCode(prepared, query, maxResults, keep),
        explainOrder: (prepared, result, ahead, behind) => explainScoredOrder(prepared.catalog, result, ahead, behind, CLAUDE_CODE_TERMS),
        deferral: (catalog, settings) => claudeCodeDeferral(catalog, settings['claude-code'], { readsAlwaysLoad: inputs.alwaysLoad, current: (0,claude_code_versions/* compareVersions */.Zy)(version, DEFERRAL_READ_FROM) >= 0 })
    };
}
/** One engine per generation, oldest first; each reads the tools as its last version does. */
const GENERATION_ENGINES = GENERATIONS.map((g) => makeEngine(g, g.last, g.id, rangeLabel(g)));
const byVersion = new Map();
/** The engine of a named version, made once per id; `g` is the generation it ranks as. */
function versionEngine(id, version, g, label, unverified = false) {
    let engine = byVersion.get(id);
    if (!engine) {
        engine = { ...makeEngine(g, version, id, label, g.id), ...(unverified ? { verified: false, newestVerified: (0,claude_code_versions/* formatVersion */.qh)(claude_code_versions/* NEWEST_VERIFIED */.ae) } : {}) };
        byVersion.set(id, engine);
    }
    return engine;
}
/**
 * The engine for `claude-code@<version>` or `claude-code@latest`; undefined when `spec` is
 * neither. Throws for a version without tool search or never published. A version newer than
 * the newest checked ranks as the newest generation, marked unverified.
 */
function claudeCodeForVersion(spec) {
    const id = `${FAMILY}@${spec}`;
    const newestGeneration = GENERATIONS[GENERATIONS.length - 1];
    if (spec === 'latest')
        return versionEngine(id, claude_code_versions/* NEWEST_VERIFIED */.ae, newestGeneration, `${(0,claude_code_versions/* formatVersion */.qh)(claude_code_versions/* NEWEST_VERIFIED */.ae)}, the newest reproduced (generation ${newestGeneration.letter})`);
    const version = (0,claude_code_versions/* parseVersion */.ot)(spec);
    if (!version)
        return undefined;
    if ((0,claude_code_versions/* compareVersions */.Zy)(version, claude_code_versions/* FIRST_WITH_TOOL_SEARCH */.AW) < 0) {
        throw new EngineNotApplicableError(`${id}: Claude Code ${spec} has no tool search (it came in ${(0,claude_code_versions/* formatVersion */.qh)(claude_code_versions/* FIRST_WITH_TOOL_SEARCH */.AW)}; before, every MCP tool is loaded up front), so no ranking applies`);
    }
    if ((0,claude_code_versions/* compareVersions */.Zy)(version, claude_code_versions/* NEWEST_VERIFIED */.ae) > 0) {
        return versionEngine(id, version, newestGeneration, `${spec} (as generation ${newestGeneration.letter}: ${rangeLabel(newestGeneration)})`, true);
    }
    if (!(0,claude_code_versions/* isPublished */.HF)(version)) {
        const { below, above } = (0,claude_code_versions/* publishedNeighbours */.XX)(version);
        const near = [below, above].filter((v) => v !== undefined).map(claude_code_versions/* formatVersion */.qh);
        throw new UnknownEngineError(`${id}: Claude Code ${spec} was never published; the nearest published versions are ${near.join(' and ')}`);
    }
    const g = generationAt(version);
    return versionEngine(id, version, g, `${spec} (generation ${g.letter}: ${rangeLabel(g)})`);
}

;// CONCATENATED MODULE: ./src/engines/claude-code.ts
/**
 * Claude Code's deferred tool search: one engine per scorer generation (A … I), and engines
 * for named client versions. The implementation lives in ./claude-code/.
 */




/** claude-code@2.0 (MCPSearch, 2.0.70 … 2.1.8). */
const claudeCode20 = GENERATION_ENGINES[0];
/** claude-code@2.1 (ToolSearch as in 2.1.332, the newest). */
const claudeCode21 = GENERATION_ENGINES[GENERATION_ENGINES.length - 1];
/** Cuts to `max` UTF-16 units without splitting a surrogate pair, then marks the cut (as 2.1.296 and later). */
function truncateDescription(text, max = 4096) {
    return cutDescription(text, { max, splitsPairs: false });
}

;// CONCATENATED MODULE: ./src/engines/deferral/codex.ts

/** Older builds defer every MCP tool from this many on. */
const COUNT_THRESHOLD = 100;
/** Codex hides a tool only when `_meta.ui.visibility` is a list without `model` (unlike Claude Code). */
function visible(tool) {
    const ui = tool.meta?.ui;
    if (ui === null || typeof ui !== 'object' || Array.isArray(ui))
        return true;
    const visibility = ui.visibility;
    return !Array.isArray(visibility) || visibility.includes('model');
}
function codexDeferral(catalog, settings = {}) {
    const build = settings.build ?? 'current';
    const searchTool = settings.searchTool ?? true;
    const shown = catalog.tools.filter(visible);
    const countDefers = shown.length >= COUNT_THRESHOLD;
    const place = (tool) => {
        if (!visible(tool))
            return { placement: 'hidden', why: 'hidden' };
        if (build === 'count')
            return countDefers && searchTool ? { placement: 'deferred', why: 'search' } : { placement: 'up-front', why: 'not-deferred' };
        const omit = settings.omitToolsFrom?.[tool.rawServer] ?? [];
        if (searchTool && !omit.includes('deferred'))
            return { placement: 'deferred', why: 'search' };
        if (!omit.includes('direct'))
            return { placement: 'up-front', why: omit.includes('deferred') ? 'omitted' : 'not-deferred' };
        return { placement: 'hidden', why: 'omitted' };
    };
    const tools = catalog.tools.map((tool) => ({ tool: tool.id, server: tool.rawServer, ...place(tool) }));
    const deferred = tools.filter((t) => t.placement === 'deferred').length;
    const loaded = tools.filter((t) => t.placement === 'up-front').length;
    const verdict = deferred === 0 ? 'not-deferred' : loaded === 0 ? 'deferred' : 'partly';
    const omitted = Object.entries(settings.omitToolsFrom ?? {}).filter(([, surfaces]) => surfaces.includes('deferred')).map(([server]) => server);
    let reason;
    if (build === 'count') {
        reason = !searchTool
            ? 'not deferred: the model has no tool search'
            : `${countDefers ? 'deferred' : 'not deferred'}: ${(0,plural/* plural */.L)(shown.length, 'MCP tool')} connected, ${countDefers ? 'at or above' : 'below'} the ${COUNT_THRESHOLD} at which older builds defer`;
    }
    else {
        reason = !searchTool
            ? 'not deferred: the model\'s catalog entry lacks supports_search_tool'
            : `${verdict === 'not-deferred' ? 'not deferred' : 'deferred'}: current builds defer every MCP tool when the model supports tool search${omitted.length ? `; omit_tools_from = ["deferred"] keeps ${omitted.map((s) => `\`${s}\``).join(', ')} up front` : ''}`;
    }
    return {
        verdict,
        exact: true,
        reason,
        setup: `Codex ${build === 'count' ? 'before 0.147 (count rule)' : '0.147 or later'}, model ${searchTool ? 'with' : 'without'} supports_search_tool`,
        changes: build === 'count'
            ? [`${COUNT_THRESHOLD} or more model-visible MCP tools across all servers defer them all`, 'builds 0.147.0 and later defer every MCP tool']
            : ['omit_tools_from = ["deferred"] under [mcp_servers.<name>] keeps a server\'s tools up front', 'a model without supports_search_tool, or a provider without namespaced tools, sends every tool directly'],
        tools,
        servers: []
    };
}

// EXTERNAL MODULE: ./src/engines/types.ts
var types = __webpack_require__(2802);
;// CONCATENATED MODULE: ./src/engines/codex/logf.ts
/**
 * glibc's single-precision natural logarithm (`sysdeps/ieee754/flt-32/e_logf.c`, from ARM's
 * optimized-routines, also in musl), which Rust's `f32::ln` calls. It is not correctly rounded,
 * so `Math.fround(Math.log(x))` differs from it by one ulp for some x.
 * Hand-written: no npm package reproduces glibc's logf bit for bit.
 */
/** Parses a C99 hexadecimal floating-point literal exactly (mantissas here have <= 53 bits). */
function hex(literal) {
    const m = /^(-?)0x([0-9a-f]+)(?:\.([0-9a-f]*))?p([+-]?\d+)$/i.exec(literal);
    if (!m)
        throw new Error(`bad hex float ${literal}`);
    const [, sign, int, frac = '', exp] = m;
    const mantissa = parseInt(int + frac, 16);
    const value = mantissa * 2 ** (Number(exp) - 4 * frac.length);
    return sign ? -value : value;
}
/** e_logf_data.c: 1/c and log(c) for 16 subintervals of [OFF, 2*OFF]. */
const TABLE = [
    ['0x1.661ec79f8f3bep+0', '-0x1.57bf7808caadep-2'],
    ['0x1.571ed4aaf883dp+0', '-0x1.2bef0a7c06ddbp-2'],
    ['0x1.49539f0f010bp+0', '-0x1.01eae7f513a67p-2'],
    ['0x1.3c995b0b80385p+0', '-0x1.b31d8a68224e9p-3'],
    ['0x1.30d190c8864a5p+0', '-0x1.6574f0ac07758p-3'],
    ['0x1.25e227b0b8eap+0', '-0x1.1aa2bc79c81p-3'],
    ['0x1.1bb4a4a1a343fp+0', '-0x1.a4e76ce8c0e5ep-4'],
    ['0x1.12358f08ae5bap+0', '-0x1.1973c5a611cccp-4'],
    ['0x1.0953f419900a7p+0', '-0x1.252f438e10c1ep-5'],
    ['0x1p+0', '0x0p+0'],
    ['0x1.e608cfd9a47acp-1', '0x1.aa5aa5df25984p-5'],
    ['0x1.ca4b31f026aap-1', '0x1.c5e53aa362eb4p-4'],
    ['0x1.b2036576afce6p-1', '0x1.526e57720db08p-3'],
    ['0x1.9c2d163a1aa2dp-1', '0x1.bc2860d22477p-3'],
    ['0x1.886e6037841edp-1', '0x1.1058bc8a07ee1p-2'],
    ['0x1.767dcf5534862p-1', '0x1.4043057b6ee09p-2']
].map(([invc, logc]) => [hex(invc), hex(logc)]);
const LN2 = hex('0x1.62e42fefa39efp-1');
const A0 = hex('-0x1.00ea348b88334p-2');
const A1 = hex('0x1.5575b0be00b6ap-2');
const A2 = hex('-0x1.ffffef20a4123p-2');
const TABLE_BITS = 4;
const OFF = 0x3f330000;
const f32 = new Float32Array(1);
const u32 = new Uint32Array(f32.buffer);
/** logf(x) for a float32 value x (rounded to float32 first), as glibc computes it. */
function logf(x) {
    f32[0] = x;
    let ix = u32[0];
    if (ix === 0x3f800000)
        return 0;
    if (((ix - 0x00800000) >>> 0) >= 0x7f800000 - 0x00800000) {
        // x < 0x1p-126, inf or nan.
        if (((ix << 1) >>> 0) === 0)
            return -Infinity;
        if (ix === 0x7f800000)
            return Infinity;
        if (ix & 0x80000000 || ((ix << 1) >>> 0) >= 0xff000000)
            return NaN;
        // Subnormal: normalise it.
        f32[0] = f32[0] * 2 ** 23;
        ix = (u32[0] - (23 << 23)) >>> 0;
    }
    // x = 2^k z, z in [OFF, 2*OFF] exactly; c is near the centre of z's subinterval.
    const tmp = (ix - OFF) >>> 0;
    const i = (tmp >>> (23 - TABLE_BITS)) % (1 << TABLE_BITS);
    const k = (tmp | 0) >> 23;
    u32[0] = (ix - (tmp & (0x1ff << 23))) >>> 0;
    const z = f32[0];
    const [invc, logc] = TABLE[i];
    // log(x) = log1p(z/c - 1) + log(c) + k*ln2, evaluated in double.
    const r = z * invc - 1;
    const y0 = logc + k * LN2;
    const r2 = r * r;
    let y = A1 * r + A2;
    y = A0 * r2 + y;
    y = y * r2 + (y0 + r);
    return Math.fround(y);
}

;// CONCATENATED MODULE: ./src/engines/codex/bm25.ts
/**
 * Okapi BM25 as the Rust crate bm25 2.3.2 computes it (`Embedder` + `SearchEngine`): 32-bit
 * floats rounded after every operation, tokens identified by their fxhash, df counted in
 * documents, idf through glibc's logf.
 * Hand-written: no npm BM25 package reproduces the crate's f32 arithmetic and hashed tokens.
 */

const bm25_f32 = Math.fround;
const K1 = bm25_f32(1.2);
const B = bm25_f32(0.75);
const K1_PLUS_1 = bm25_f32(K1 + 1);
const ONE_MINUS_B = bm25_f32(1 - B);
/** The embedder's average document length when it has none (empty corpus). */
const FALLBACK_AVGDL = 256;
/**
 * An edited index's changed entries over its original's: editing costs only what changed
 * (advice edits one tool many times). Advice edits only the index it prepared; an edited
 * index edited again would overlay the same original, so overlays never stack.
 */
class Overlay {
    changes;
    under;
    constructor(under) {
        this.changes = under instanceof Overlay ? new Map(under.changes) : new Map();
        this.under = under instanceof Overlay ? under.under : under;
    }
    get(hash) {
        return this.changes.has(hash) ? this.changes.get(hash) : this.under.get(hash);
    }
}
/** The embedder's per-token value, every operation rounded to f32 in the crate's grouping. */
function tokenValue(tf, length, avgdl) {
    const norm = bm25_f32(ONE_MINUS_B + bm25_f32(B * bm25_f32(length / avgdl)));
    return bm25_f32(bm25_f32(tf * K1_PLUS_1) / bm25_f32(tf + bm25_f32(K1 * norm)));
}
/** ln(1 + (N - df + 0.5) / (df + 0.5)) in f32, with glibc's logf. */
function idf(documents, df) {
    const numerator = bm25_f32(bm25_f32(documents - df) + 0.5);
    const denominator = bm25_f32(df + 0.5);
    return logf(bm25_f32(1 + bm25_f32(numerator / denominator)));
}
/** The crate's average document length: the f64 mean in f32, or its fallback. */
function averageLength(lengths) {
    const total = lengths.reduce((sum, n) => sum + n, 0);
    const avgdl = lengths.length === 0 ? FALLBACK_AVGDL : bm25_f32(total / lengths.length);
    return avgdl > 0 ? avgdl : FALLBACK_AVGDL;
}
function countsOf(runs) {
    const counts = new Map();
    for (const run of runs)
        for (const h of run)
            counts.set(h, (counts.get(h) ?? 0) + 1);
    return counts;
}
function runsLength(runs) {
    let length = 0;
    for (const run of runs)
        length += run.length;
    return length;
}
/**
 * Fits the corpus (avgdl in f64, then f32) given each document's token hashes. The embedder's
 * value of a token in a document, tf*(k1+1) / (tf + k1*(1 - b + b*(|D|/avgdl))), is computed
 * when a query reads it, so an edited document changes only its own postings (and avgdl).
 * Postings are filled document by document, in order: a token seen again in the same document
 * adds to that document's tf, the last entry of its posting.
 */
function buildBm25Index(documentTokens) {
    const postings = new Map();
    documentTokens.forEach((runs, doc) => {
        for (const run of runs) {
            for (const h of run) {
                const posting = postings.get(h);
                if (!posting) {
                    postings.set(h, { docs: [doc], tf: [1] });
                }
                else {
                    const last = posting.docs.length - 1;
                    if (posting.docs[last] === doc)
                        posting.tf[last]++;
                    else {
                        posting.docs.push(doc);
                        posting.tf.push(1);
                    }
                }
            }
        }
    });
    const n = documentTokens.length;
    const idfs = new Map();
    for (const [h, { docs }] of postings)
        idfs.set(h, idf(n, docs.length));
    const lengths = documentTokens.map(runsLength);
    return { lengths, avgdl: averageLength(lengths), tokens: documentTokens, postings, idf: idfs };
}
/**
 * `buildBm25Index` of some of the index's documents (`kept`, ascending; they become 0, 1, ...):
 * their postings are the index's kept to them, renumbered in the same order, and the corpus
 * statistics (document count, each token's df, average length) are theirs alone.
 */
function subsetBm25Index(index, kept) {
    const tokens = kept.map((doc) => index.tokens[doc]);
    // An edited index's postings are an overlay, which is not walked: count them again.
    if (!(index.postings instanceof Map))
        return buildBm25Index(tokens);
    const renumbered = new Int32Array(index.lengths.length).fill(-1);
    kept.forEach((doc, i) => (renumbered[doc] = i));
    const n = kept.length;
    const postings = new Map();
    const idfs = new Map();
    for (const [h, posting] of index.postings) {
        const docs = [];
        const tf = [];
        for (let k = 0; k < posting.docs.length; k++) {
            const doc = renumbered[posting.docs[k]];
            if (doc < 0)
                continue;
            docs.push(doc);
            tf.push(posting.tf[k]);
        }
        if (docs.length === 0)
            continue;
        postings.set(h, { docs, tf });
        idfs.set(h, idf(n, docs.length));
    }
    const lengths = kept.map((doc) => index.lengths[doc]);
    return { lengths, avgdl: averageLength(lengths), tokens, postings, idf: idfs };
}
/**
 * The index after some documents' tokens changed (`edited`: document -> its new token
 * hashes): the same as building it again, at the cost of those documents' postings.
 */
function editBm25Index(index, edited) {
    const lengths = [...index.lengths];
    const tokens = [...index.tokens];
    const postings = new Overlay(index.postings);
    const idfs = new Overlay(index.idf);
    for (const [doc, runs] of edited) {
        const before = countsOf(tokens[doc]);
        const after = countsOf(runs);
        lengths[doc] = runsLength(runs);
        tokens[doc] = runs;
        for (const h of new Set([...before.keys(), ...after.keys()])) {
            const tf = after.get(h);
            if (tf === before.get(h))
                continue;
            const old = postings.get(h) ?? { docs: [], tf: [] };
            const at = old.docs.indexOf(doc);
            const posting = { docs: [...old.docs], tf: [...old.tf] };
            if (at !== -1) {
                posting.docs.splice(at, 1);
                posting.tf.splice(at, 1);
            }
            if (tf !== undefined) {
                let to = 0;
                while (to < posting.docs.length && posting.docs[to] < doc)
                    to++;
                posting.docs.splice(to, 0, doc);
                posting.tf.splice(to, 0, tf);
            }
            if (posting.docs.length === 0) {
                postings.changes.set(h, undefined);
                idfs.changes.set(h, undefined);
            }
            else {
                postings.changes.set(h, posting);
                idfs.changes.set(h, idf(lengths.length, posting.docs.length));
            }
        }
    }
    return { lengths, avgdl: averageLength(lengths), tokens, postings, idf: idfs };
}
/**
 * Every document sharing a token with the query, scored; unordered. The score is the f32 sum
 * of its points in query order (as bm25Scores sums them), so each point is computed once.
 */
function bm25Matches(index, queryHashes) {
    const byDocument = new Map();
    queryHashes.forEach((h, t) => {
        const posting = index.postings.get(h);
        if (!posting)
            return;
        const points = postingPoints(index, h, posting);
        posting.docs.forEach((d, k) => {
            let mine = byDocument.get(d);
            if (!mine)
                byDocument.set(d, (mine = new Array(queryHashes.length).fill(0)));
            mine[t] = points[k];
        });
    });
    return [...byDocument].map(([document, points]) => ({ document, score: points.reduce((sum, p) => bm25_f32(sum + p), 0), points }));
}
/**
 * The documents sharing a token with the query and every document's score (0 for the others),
 * without the per-token points: each query token adds its points to the documents in its
 * postings, so each document sums its points in query order, as the crate does.
 */
function bm25Scores(index, queryHashes) {
    const scores = new Float64Array(index.lengths.length);
    const matched = new Uint8Array(index.lengths.length);
    const documents = [];
    for (const h of queryHashes) {
        const posting = index.postings.get(h);
        if (!posting)
            continue;
        const { docs } = posting;
        const points = postingPoints(index, h, posting);
        for (let k = 0; k < docs.length; k++) {
            const d = docs[k];
            if (!matched[d]) {
                matched[d] = 1;
                documents.push(d);
            }
            scores[d] = bm25_f32(scores[d] + points[k]);
        }
    }
    return { documents, scores, matched };
}
const pointsByIndex = new WeakMap();
/**
 * A posting's f32 points per document, idf * value, computed the first time a query reads the
 * token and kept with the index they hold for (an edited index has its own avgdl): lint and
 * evaluation search one prepared catalog with thousands of queries over few distinct tokens.
 */
function postingPoints(index, h, posting) {
    let byHash = pointsByIndex.get(index);
    if (!byHash)
        pointsByIndex.set(index, (byHash = new Map()));
    let points = byHash.get(h);
    if (!points) {
        const idf = index.idf.get(h);
        points = Float64Array.from(posting.docs, (d, k) => bm25_f32(idf * tokenValue(posting.tf[k], index.lengths[d], index.avgdl)));
        byHash.set(h, points);
    }
    return points;
}
/** Per query token occurrence: its f32 points in `document` (0 when absent). */
function bm25Points(index, document, queryHashes) {
    return queryHashes.map((h) => {
        const posting = index.postings.get(h);
        const k = posting ? ascendingIndexOf(posting.docs, document) : -1;
        return k < 0 ? 0 : postingPoints(index, h, posting)[k];
    });
}
/** Where `value` is in the ascending `list`, or -1. */
function ascendingIndexOf(list, value) {
    let lo = 0;
    let hi = list.length - 1;
    while (lo <= hi) {
        const mid = (lo + hi) >>> 1;
        if (list[mid] === value)
            return mid;
        if (list[mid] < value)
            lo = mid + 1;
        else
            hi = mid - 1;
    }
    return -1;
}

;// CONCATENATED MODULE: ./src/engines/codex/names.ts
/**
 * Codex's names for MCP tools (codex-rs `codex-mcp/src/tools.rs`): a namespace `mcp__<server>`
 * and a callable `<tool>`, both sanitised, concatenated into one flat name of at most 64
 * characters (counting the `__` the model-facing qualified name puts between them), clashes
 * resolved with SHA-1 suffixes.
 */


const MAX_NAME = 64;
const HASH_LEN = 12;
/** `_` + 12 hex digits. */
const SUFFIX_LEN = HASH_LEN + 1;
const PREFIX = 'mcp__';
/** Every character outside ASCII [A-Za-z0-9_] becomes `_`; an empty result is `_`. */
function sanitizeCodexName(text) {
    const out = text.replace(/[^A-Za-z0-9_]/gu, '_');
    return out === '' ? '_' : out;
}
/** `_` + the first 12 hex digits of SHA-1 of the UTF-8 bytes of `text`. */
function shaSuffix(text) {
    return '_' + (0,external_node_crypto_.createHash)('sha1').update(text, 'utf8').digest('hex').slice(0, HASH_LEN);
}
function namespaceIdentity(server) {
    return `${server}\0${server}\0`;
}
function toolIdentity(server, tool) {
    return `${server}\0${server}\0\0${tool}\0${tool}`;
}
function isSurrogate(unit) {
    return unit >= 0xd800 && unit <= 0xdfff;
}
/**
 * Byte order of the UTF-8 encodings, i.e. code point order (not UTF-16 unit order), as -1, 0
 * or 1. Compared unit by unit without encoding (a registry sort compares thousands of pairs):
 * up to the first differing unit both encodings are equal, and two differing units outside the
 * surrogates are two code points below U+10000, ordered as their bytes. At a surrogate (a code
 * point from U+10000 up, or a lone one, which UTF-8 encodes as U+FFFD) the encodings decide.
 * (A test compares it with the encodings on random strings.)
 */
function compareBytes(a, b) {
    const n = Math.min(a.length, b.length);
    for (let i = 0; i < n; i++) {
        const x = a.charCodeAt(i);
        const y = b.charCodeAt(i);
        if (x === y)
            continue;
        if (isSurrogate(x) || isSurrogate(y))
            return Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));
        return x < y ? -1 : 1;
    }
    // One is a prefix of the other; its encoding is a prefix of the other's unless it ends inside a pair.
    if (n > 0 && isSurrogate(a.charCodeAt(n - 1)))
        return Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));
    return a.length === b.length ? 0 : a.length < b.length ? -1 : 1;
}
function baseNamespace(server) {
    const sanitized = sanitizeCodexName(server);
    return sanitized.startsWith(PREFIX) ? sanitized : PREFIX + sanitized;
}
/** A namespace ending in `__` keeps that ending after the hash (`mcp__a__` -> `mcp__a_<hash>__`). */
function withNamespaceHash(namespace, identity) {
    return namespace.endsWith('__') ? namespace.slice(0, -2) + shaSuffix(identity) + '__' : namespace + shaSuffix(identity);
}
/**
 * Names for tools already deduplicated by identity and in registry order (sorted by identity
 * bytes); the result is parallel to the input.
 */
function assignCodexNames(tools) {
    // 1. Servers whose namespaces sanitise alike each get the hash of their identity appended.
    const servers = [...new Set(tools.map((t) => t.server))];
    const namespaceOf = new Map();
    for (const group of (0,group_by/* groupBy */.$)(servers, baseNamespace).values()) {
        for (const server of group) {
            const base = baseNamespace(server);
            namespaceOf.set(server, group.length > 1 ? withNamespaceHash(base, namespaceIdentity(server)) : base);
        }
    }
    // 2. Tools of one namespace whose callables sanitise alike each get their identity's hash.
    const entries = tools.map((t) => ({
        ...t,
        namespace: namespaceOf.get(t.server),
        callable: sanitizeCodexName(t.tool)
    }));
    for (const group of (0,group_by/* groupBy */.$)(entries, (e) => `${e.namespace}\0${e.callable}`).values()) {
        if (new Set(group.map((e) => toolIdentity(e.server, e.tool))).size < 2)
            continue;
        for (const e of group)
            e.callable += shaSuffix(toolIdentity(e.server, e.tool));
    }
    // 3. In registry order: keep namespace + callable when it fits and is free, else shorten
    //    with a hash of the identity (then of identity \0 1, \0 2, ...) until it is free.
    const used = new Set();
    return entries.map((e) => {
        let { namespace, callable } = e;
        let flat = namespace + callable;
        if (flat.length + 2 > MAX_NAME || used.has(flat)) {
            const identity = toolIdentity(e.server, e.tool);
            for (let attempt = 0;; attempt++) {
                const suffix = shaSuffix(attempt === 0 ? identity : `${identity}\0${attempt}`);
                const room = MAX_NAME - e.namespace.length - 2;
                if (room >= SUFFIX_LEN) {
                    namespace = e.namespace;
                    callable = e.callable.slice(0, room - SUFFIX_LEN) + suffix;
                }
                else {
                    namespace = e.namespace.slice(0, MAX_NAME - SUFFIX_LEN - 2);
                    callable = suffix;
                }
                flat = namespace + callable;
                if (!used.has(flat))
                    break;
            }
        }
        used.add(flat);
        return { namespace, callable, flat };
    });
}

// EXTERNAL MODULE: ./node_modules/porter2/dist/index.js
var dist = __webpack_require__(4811);
// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(8522);
;// CONCATENATED MODULE: ./src/engines/codex/deunicode-data.ts
/*!
 * Transliteration tables of the Rust crate deunicode 1.6.2 (kornelski/deunicode, src/pointers.bin
 * and src/mapping.txt), brotli-compressed and base64-encoded. Generated by
 * scripts/gen-deunicode.mjs from src/engines/codex/deunicode/: do not edit.
 *
 * Copyright (c) 2015, Amit Chowdhury
 * Copyright (c) 2018-2021, Kornel Lesinski
 * Copyright (c) 2020-2021, Hunter WB <hunterwb.com>
 *
 * Redistribution and use in source and binary forms, with or without modification,
 * are permitted provided that the following conditions are met:
 *
 *  * Redistributions of source code must retain the above copyright notice, this
 *    list of conditions and the following disclaimer.
 *  * Redistributions in binary form must reproduce the above copyright notice,
 *    this list of conditions and the following disclaimer in the documentation
 *    and/or other materials provided with the distribution.
 *  * The names of this software's contributors may not be used to endorse or
 *    promote products derived from this software without specific prior written
 *    permission.
 *
 * THIS SOFTWARE IS PROVIDED BY THE COPYRIGHT HOLDERS AND CONTRIBUTORS "AS IS" AND
 * ANY EXPRESS OR IMPLIED WARRANTIES, INCLUDING, BUT NOT LIMITED TO, THE IMPLIED
 * WARRANTIES OF MERCHANTABILITY AND FITNESS FOR A PARTICULAR PURPOSE ARE
 * DISCLAIMED. IN NO EVENT SHALL THE COPYRIGHT OWNER OR CONTRIBUTORS BE LIABLE FOR
 * ANY DIRECT, INDIRECT, INCIDENTAL, SPECIAL, EXEMPLARY, OR CONSEQUENTIAL DAMAGES
 * (INCLUDING, BUT NOT LIMITED TO, PROCUREMENT OF SUBSTITUTE GOODS OR SERVICES;
 * LOSS OF USE, DATA, OR PROFITS; OR BUSINESS INTERRUPTION) HOWEVER CAUSED AND ON
 * ANY THEORY OF LIABILITY, WHETHER IN CONTRACT, STRICT LIABILITY, OR TORT
 * (INCLUDING NEGLIGENCE OR OTHERWISE) ARISING IN ANY WAY OUT OF THE USE OF THIS
 * SOFTWARE, EVEN IF ADVISED OF THE POSSIBILITY OF SUCH DAMAGE.
 */
/** pointers.bin: 419994 bytes, 3-byte records [b0, b1, len], one per code point. */
const POINTERS_BYTES = 419994;
const POINTERS_SHA256 = 'f2e1772f608f050555f6bd0f1d7a2b453b929bd02300927ce2db6afb88ad500f';
const POINTERS_BR = 'W5lodgadsi4ZyBG5n8NtHSJlUMedwNZtj5Jjp0jBQen88q2svmJsjNxO580ShSA9OPL/////+5JJ2NYkxUl2u31+yqO0KiAHnKcnqJnOl+svN8SIXKagFCXyqg5oQlvkKCM8wnIEOGkK0Wk9Bq0JaJGkjyNI73O0iNM2iDmmjoE02TdFCAqztFq125f7ZCIqxeEoiMjXouDbaxSOlCrRuyAc3iHojbYLpxGpEgsG0oYea56IUizjLokJhy0SQRioUe+1JcN6eoeZtEohzJQPHEuV7Ad8ijXr+XKNQ4pfaFeS/IIVMGNwaTAsdDdJE6VoLftU3hAV/0PFZS6JO2ZJnz8UXu+O8xKCXuKh1TIoW5RL1nd0iNlum5uarpeHWvAQ5mdBZT07GyqWoyaFucrsf0/a/fupElNQ/sGU+mdR6i6nE31A0N/03/12gmHYyfmCvuiUa+t8UqQ81Co39f3zi15pbxdZmqibUTgefpSGqpejDXSFWWatEU2GVfufpZLEQyybfQDbJQMl2mjQzObelRQ1ZTn2gRSOFq2oIjLWyHwAzokpQG/By14wXsv4qz/p4Q/UHx8e+PT8oIcHDs/jptH7cfyW4KGiMjGtGsFoRCICs6EF8n+Sn/78JD8k8PPTiM1p8JhD4IBivzpIz6geKRc16IAFa1MDJbXZjBW0R2SRgYeUUM3arIk0TVmJGzhWWQ/PlDc8buv5Pu+X96MuWjnFA4aRZx6ZQ8VCNzYWyYKxnZ8fmfHm/c0qNAw8lhGju2c67p1z/TLtrXLTFe19Opw4XWft/as3OUISgi3lPr4uBubN6Vc6MwvUxc7ePr4Zv02bdIA/hJukEMA2nyJbiiVb4Ahsyx+OC4hX4u4NAN6dznsiU5FJ7tGzkn2BIpA3W7qs0F4esLqiLYK4oPVrvqmCjq2BJ5DnhNWakNmDN7auLUAwULAGCHx1fZXtuBJ1dv/9YbToEGpgTb/9xKOas1oG+KQefJDd5RrWZrJASS5FUrayVrbClD0A/78i617TiYEWcDrxVLZ9RvC35RSFvgLW/wraFI/n5xb3/kbG6BQkBZQqbSRsHDBgxAaDVlCpMpJSUZBqCYkUqVQRA1TAQKVEECDq5cCfye69AKjiSkJFs1KV9DK+CF85/3u7T2vkp9nPVxcugglEKS8MwKkyQKYkLQAcSXwenm3953+XXW8rRYfS/Dqukx6VI9+xaKT/8BzU1HgHnfA5ND5Lm8dz0eHcBblfGOymKAUNIbTMhp5B9+rtY0qh/+5gJKUyHsocPCSu79a/Jx0P62HTWiyOzKItnrD/lureFpdSEPTTHiEx/uC/ZNJmT9LIWSSAXCkJSqCpGhPF7D2JUCpQY0yX5v49SJe0fB2QUtzUmM3IYz3Sa1//2E1JhP4BwXQRAmp6vyXBQEEPABRsnp5qsx/7vZ7VUTzuGnLg1sRABLKOFhSRcnJgoR8mUiXFR6Js+vGanu5+73Vjv+nZGVZz3Lp7a/aAEqgdciAFfsgvx5OIVZghB2dmyDJ4IOFjxRJyuR9zAKUucj3exB+rlRqdFM4L4CMSgE57xn4tf4OzbXehohoaWbRFQiV0XqeaqQsFDsABlA28KlUDd2c7CmJtrZ/BUElgugHofP3/6fb/SPY+nAiGKlgQK02lGAXxNZeAEAJYMAnV9rojr2t9SmgJ+NuoIq9O5n8w+9O//vSvLqsGFw8/xA/QBcQ6GeRL/C1fAG64Ok6iQWBLy/i/T5RImfnXrQqQYBEDzrQT7Va0OrP6vN9Z0zMdiJOZ0+FpQojpz6c5KUUr01KsOs1hlqTF9vxA2lwPUpmYCtATgM6xoyH2WqLwqVe6//EnyWI1dHhN0YhbqR31/5RQqWRm5Q6xziv8JTu5RSw/N3AVVjTipq16/4mHLgCggBWZjHOZsFHw8afscmsR/Fc3qHJC0iaDE52lqCoi8Jjq3qCiwcXhH1n+t23NrlTrcAZjUbWc2/JeIB5ZZ+YHi0V5/OfX/Cyjj7YLpIrfuCUoHLx9xjeZmfj/7vf5IiftJxbWE2xMo8TMene+5uyFmVFBxRBJ4FdgcoyHS/qT8XBjr81C6Wl6dFMobUsHe4wMAC0Pz5ufrj1icQpLvIS0pKfO7ruZ0Yi92hGf1Tjtl9NDn/AZ0l8kpzXRMZSQS9fE9hNibl1UrjqqjpJSHSWUNKUr/O/Nsk/3ALlbi+ldkt0RYExS6aZSfv8efGWutug4a9XNOtU30af5Zifxi4HCryXyby0R8/urRgBfiZcvs6omUcBQKAxWSU8qzM6sFuYPWkqGr5VFVxkOaTgNYDSFEOFTGyZNbdJ3aXgW4b+cpPQd27It2wQJLjSHmqKvIqVIUDbSMYflioqhywIvsAgWSzktDVg+OUAe9N+bvaVbKwUiOgI/Yi2ladJVylrlGDQ8vuoETrHPTA15BxWxvfsYhZiirNXy1evGdDT+KAjjowEqZQntrbIotLceLUdI+P8yy0/3reQQFuAlhbSaQvpWv6zcYKIuVuBMdASzt4xGvy8fKNAoqqld+jR8es7+acoeCqE8ujRMhyZNZ/PtK3aYP4QyNKx9iqtwoNASIZEUB8///6qvku5kJ5jBC8uYiXmKo/c1ngxNkaEpmr31NZlr9GTVzlHAgiUABaiYmgv+66231E1qBccaaC15ywYthmEg891hY+qAn5z7uxSq7hehDiTVwXnDrfW1ImTJlOu2PHmC//fLzz6npz2bbdn2dbfs7E81n/FELFaycuUPAbv+FZBVt+0BCCgAyqUs5WeaDu18907b+wL81gC69eco8G1ziCzAKBxLsRflHEvw/fUVfO9E/Nz4yeRSXpI0RVM0PVvPsjc122J/WQ+09V7yKummaZqmaZqmGYZhGIZhGIbhB/FG6co3PO50bXhd2X1k1xmfh3xtuOFGe1am1UTVp/LT3SiggQYaIMB1BAgQIMBzBIQTwF0vQOcE6JwAAQQE8BwBAQIECBDAcxIkaAAJEkTJc0cciqRIDjmk2M1md9O4brZhk022sWxfbTy72WxHK0ORoowlh+Ia78+/b55vzu8P5Qd+YE+e9YmveZ+IS/eatr1eBa/QEiQQPKYwk4xFJiOaSSYZsTgWWPMZ/0u/58z8zPxkhgOBQNYCgUAga4GuBQKFPvFCoc8KfbZi9648k66WLbe7fj1XrPXbbBu1m8xEJzaics7MkVGJTJLatu/LbcX0nNF5viu/XzF3zzwtma9H6UtAckFHmggzGampalRDBTcK6lKjWomf4N8reOrn3LtJNikyxi9C8yg+oWmax9Crgcomy9waRn18bROMPyOxJ7TBqkoEqgmkCUbw1ze18rp/+v1oprpKVarSHvhIB+yjBcIDAB0QOYRks2wOgSHEDstBH4aQbSfWOiicSVg8Z/ND1P/vvWt0oOgxYMSEGQtWbNhx4ATDhRsPXnz4CRAkRJgIUWLESZAkRTARBEpMQgoj8wacHEFBSYWkVkZDq1wFig5N700G6kRuuOmWJcDlgZAVH0YEQhTDCZE1SdGMWCJlZW674657Z3kBeiGtb+zKjG1eNn3F0g8xHmuJryLY4vKi5pPyjgfkjP8o1xCMwxgo2vEosXq1JPMDaJs9vxsZpzXCK1v8HHPY2Q1NiEApwtQBJx/RCaYqWKFXIiXcYScJECLQLoJxgJ1qDKqVRoDGA3poDiBaZ4jQfkAfnQFG90zJFfuYQGwo6AAhxOGaFENvF/4EzkaiL9WWbmQMV7RISG5IRYDxAypMdtGYvlgGcyQ4ySwWu2RQcFFXHekpGvrOGUIG8XiojkSs1IYZjg0+2yKKhXltH+w3Cd1NIoOoOhnJoOnnMO5QsZpJ4CTMLj8mhr+zsGFhu/UkzLVijLnDO3csXZF0iXNzIZAhZIl9D/CW2veAyC4UA/YBT+3Qwr6qCH2WFgzpdTYp4j3Ptcq+fiwdk5nrb9hDPDoQDbdIaiIs6teo8mgw2ULKI3qAV/SnJKPV8aGECBH4Z6Dg0AgOoasS3Sx7UYc4FDI5pOp4uFnGYa41zkuyNAAMbhCGl0hVbCdCsNNnLwpDIO0AHcP+QhgGsAHnmFBasgwJPBuRhkBjyDR5gHj/pryTMCMUECokGqpioWWlECgkwrroYZghFp1nNIXx9oZyD6/eITM1N39DzQQEOyVPgIMLWrIGS9JxGVdxM8xocFDCLq5jR7cw7OK5UN7B4mzbBGVV6Ud2zwUjx9ooJVXxpCc87rEeLTdzhY7hwgk87UBcbNtSx4g6nrvttRLkPbO3LNwwC4TLf11cYATMInLSkwfAYJDQiEM6Pjlu4YQdQ62cISZvqsqCxpVpNceLobDZw4tLPslbV5qJCWPoBmSDNhZq2XVDRMwOFNBop0M9wOKtTIG6uawDUTBKLJ8AQiZk13sYryykiOBQRxjXl2RF2hsEHQ/L/WtMELddcp6Go6oea6rZvHEuoqFyFFNppnRQTmFQE9eNjtK5PU9oBCfJRwSzSUfN3Ol2N5e70Om4LJyKom1CIBAug1TN7GbzEyJWHQY2pr4qEw/f0uwZTyc9YoaGAzMmTZiD49q7Rpmn8uOqc/P3OXBy4PTKa40o0EmPiNFwwAKJIcaJFa0wQFOpSdUFanlmgUDAlAxgQIDKGYQAAwsWFGL+EgjJ4R/27yQ9tl77qCRiE6u6orSOK1wjA5lcdYoCK4PFk9J5TYL98Ylf7x+PzrB8m7eR9xDyFcNYH7SYrPMOBYR7KHT02kz+l2ZSWkL8mhyG1AkR/pA845DZ3zXqUEEe2tjunnfoHL0hk/2lm/PzPaiCYc/kDygdVQNzg7lY1CJw4cHXJzAeHwYeDm4rk4JgzyOA73ESsdnYVrRI9mLXoRw7+QwFHyveDsdwKyAMivwqj1dZCwpjjeK+937Qc5gprYzdLRIjPEcDapl30FwuusdHv5Z5XgN3HrMuCeSR75GKRV50ORBk+hV1zxL7CQc9vyX3ZGBQXGiUlAkimi7NcASUd8Wrq5pZfeBH0ogexmWa/Kong/35CEPHFiYY1aeZqXrdYCm+pBDKGRqpRLvBnXbsIsrXBiaLaLpkcQRUjZJDmBKI4pIE3uS8kIKUfw+REUjqDMTSKpbPf8mooyWuJQ3xHCVolEPpAnCaTO/+vvyctTFI1QAgRDAiImpcOaNKCBNLwigMeS+4CbFOzlh1tBpYMVIYK8AidG1EJE7DUhFpzjBOBBQfjA/WD2UmuSQsxqe6rpxR2slv/FJxuE61MDv6GbXxEUQhf2jUg7V3xe1sF8VE83qY92g4Rx4Bh4qRFGBuJQ5YE+EKKW23wKpzoyBKOIMSwUnJV9bUAqdTkr8PhMeoPCIiLQ6MBPdga8DpDUYYj0E0J3iqKXeBFMKdBfBxMI6sER5CGTsowsWa+4gOEP6tbePYwrGDpl0K3KhQUT1LPHLY3UNuEZZl7o0amgABxannNeI85SmQGFJJGWI3kQg0gggwqdodm0FArJV7gKyGnAGnA2zKfeQUUD0gvvNwlx7V9oy2kg+oYj4ViBTTIQ8Z0NS/wuoEMBeqlcyBkifl0mqi4GKHUYVilAPiemSWr1BjCORtrK3a3lBFvjuiAzs6T6KU7eASKriH27irotjLw3kfbUREWaJOH5B+v8UKPMYLPkaYXFtSEgFGclAbILQyMjAStWXUQzoKGKqK4w62lTMOLO9xH8sLj5bHsTGr8gXcJTRPHeUaRRWH+IYQwp0xl+koUKDjaiQq8ljKUFFdBVQ+I0w9J+E3CvlRo2L4wrWFKPkPOjwg51/BtBq5pRbw8iuHChiyzqD6hzfXNLo+0GSVslgaYZn7WAWJVyI0pMa0yjrXPpAaia1bBKODXHh0k6EgtLjEG0IUdPsAJUdh0fiZq6x+zEifWMgwyuEHzdJinImMpyFCURTd6QWP6WtyGlliiUCCBAmt8EjMaJ94pJBNt21tyMwMSBA7WAmGcetV5WEjsuct1KVFyAMIruCOdt8zPTh19GA17DQPSHaPAGchJOnRScHNVQQZ5/A85WJOz4zoCSe8HBIms1l5zgMlXW7Yp3KLQz9ZokXWumFOsQzF7rxQ7A65yqKEWH97EsZ0NINTiDrfLjhCrVWyEiIVqETpXtIuipt6XkAl1ZhTFidN4MW4uh55scW5XAd222kKY3EbNyIBMoG7PQ4GRNDATA33IhiC4HDQ6QGGBXpljEXE4Qz14KcAed9eDgyuqOfICNDQyQs4zgZlb3KuIHSwc5HTgN4IxPyFTUBGVPCSPu2eslIKPuZ5TaCqdfYVAuYR4okrfYhGI6QiALPaT+zk0AxIZbDevtkEmpqAdVgqNCq4S97CWrmRxGEPbf4L4FLXisM1k8qY+7SukoJBN0z4CnBAuCi6kChZ6ZqJEwhLFpL5NGzloEtTBNFYXNCViK2pGf8eV/5UkcTQBJ0nh7eRDmUpp8i8a0Q3etA73/1udTEQNw1MkNwrATsTzKIxvAzyd4zw2q7uFqUop5ZijOddDEHMiYgdES6nlZS4YdGTM0VOBcas6XeK3l0/h25yKmoiCIRjCaeAhJAWBa2u5Ninm/cnIMPU50K6QsGXa44QPdVgY7h17CwkHN5BJmLxwB0tsbZEN1iQkLigNC50VjdxbUkQJ42qRyCYdyAYDAaCFxA8x52k0xvhB1BGQkN1C7uSC+lTgmkGHZPQ4Amu/zD55zvWP6lsOWahNB+WjxR7Ex4FKGfI0rTjKKcOFhdqItpiHSRUJe8U0geQ+ELlNI33OLMHzoIWIymkF5LiazbfGRDhhA+H5zWBQN8+JHTACXeenJp0gESADq0Co62JdtzWCKQcjoB0Uboea/XRR8d1Tes5Dntn9U+WL1RIt3l01K+/br3V4Nr+BPIs0l32puofvU4SHuNmYb/gJD8PGLKXDqSA/qrTHXOiSWCPtUsTQPW+OljXTcK7xQebivHNIoRGQWvClY85OeIvA7u0W5iogznzUwgyUTOHyMJMdGxYftUHr3pEbN17kkUL0WDmmMy4im0hZkjkwmXrUHamD8Ewuq/sbKIkCaMpIzDueaT8izCGXoucbhsoOKIq5o9myGSvJNekIG8puJJXShIfh8tdbfxP0YOH458ZZFBIlkiIwkgwC0Qxk4i7NBEG+EwI4k3E4jCZ8TqBWko0yfMePokIftK615GABUnZa2iOZuNtuI4vzrghmif21cTbHxTwcHkuJSCzS10zFHXTler7ca1vVnftFF8f+/1mAhtDBQsQ2TYcrNU0JeneTClWppR+qQwGT6QxWCqDq6xfK6zonstu+Kzq2rU1VaxoZS4+dDkYE6MFwLMv7ZuZ34KxNiI4fSyqlrb2GIO83X7prA6UGc8mQ9RBy5JQUjezmPaSCw4kaGsjNsk7qUlUww4wBvZoodAXru8G577ThcprlncbIcLtuKomXGXLCbckAtuOZ/eeRzmjg6vxmJfZ0MtpaRDVxG6+OH8Z9RzIgBKICWrEKaZVgXkU9XaG5/qM+xXDr4pSKsCJVYtFSoMHSd5HwydiF2l5vukIxGhcZaBzJFQVJTmZiQD8c7CJuQfA9LALgHEA9Sv4WI8OK6S36gE8wdq/6R94KxrnOjSJ2wR2oav//Io2zE4sdl2SmC4wOHA5xzzsyM5x1mMe/wMz8Kux2iXbRwsnmq+CqdItzWq1CU57kaYVH4iVEckVWMXoiehczpFTjoqhvg8pPWBRslAzCu+DRVKleNFY5Vws5TOLQRtZd1MlaOL7Nq+C8DAYpw8ZpOc2YGMVLJgoPAnRAZ7LLHlKmPMuIuA3KFxm46TSM7dRe3C/cbBQWnTgWHf7nf6ec8Y98OCZHrSo+V0N/IQaKnVXlcIK17W2G7rjG1F31VC0CFYYVUJ6mGk1Ly81CKSZkTBFwOrGb7gSumHIp8suuYdeul/6kKjIIE2uIagl6B+PON0EOnRAjp7F12RgGtv9CdBdANLUXPTYgsAYDTJPn2QGc7z9ZTtSY0I4OMuHbgYVRFshm0YLpFNmrRJpfrNIMKWJ1ltaJ9U/6tfJEqXNsFom12Bjgv4IoyPSR2fNmGVrmRcfZO0I5+xnFGfzO5yB//DxjB7ooKTRDNyj9zbmbLTcbFuoHKvsk00HZ6QUOtqkfupQfTxrLkWLrsF67rmqM2Ut7or4AJ86djV6/3YtdjQ9tfn3HtMBz/FQ+up46orVhjvyvgS4Sz2X2X0d5Bf4ED8k+AQ6yHvKzhdhV/CqReEBN0pkTSc9/epmVG5XTWfufrEph6V+uaekFoKvbs9MUdCuLNpSrl8RFVLPPvFTAPMTEJcDdB+gEVqYeQngLzw+F/YxglCj3/hMGRQ3QPIBkIW+XcHBgr7Z8AzwWxFB5GN81AVQdoG26+P6aWgNLVvNS+OybKPbwy608Yxbsfkbf/GH+BpyavB3/iRHEGACJACe19COBLgA+qfRBngrmOlSPqIiRDnCqOBSiGqoQoWems6F6qjk+//v1u4ufMLesG1BBx0UUhpYXr1m1y8D5UQadu/ahcQsv7eTyxnniR/vj5e4uSgKGFuurbnoLlJ/TdAlSJB3PggSFHMLDQ2tHK2JaKOhhZwGIiKiyfiyEBFjEQkRIqQkuERcIUOIkEa/2ZknNrU0RiOP1pDily/f8kNNn8aXb91Eq/kJywAKAVgombdB1QANAByULA958mXsbsmuDPmavBtmZOTyXy3aISNbHDXUwW82nqACEY8TJY/Ula0/71xOs0bC5FWttW9DtJGvgHMDGIIFl+x4MFIQLDj+Li644EKZtlu76+1Ce7CECSt/WfSsECbsq6kjtAD8U9aVfgck7XQAPYC8E4pQoYFnBT6hQlOQdL24cg0VFwdXrqv9QCJBdrsays6eeEBwo/aBXubFK7YW+3nxqnQJSEJCKlVL4AUgIU07C52yYeVhEjQd3WuYUTvq1QTtLe81KiXigWckZCAYOE+F8AI4gKeiGkQSAIkSuBAdKlAq2IUZOfWInkjIkKCFqFiCroJCwaxl1aqU0CBh6nq9EgUJg5K6GrWhHABTwKbOro05TePTtF3rCLk7vl0Tvm6guXMXGBzU5M49lAgoKCgRugcpKCh1AKkkL/kTya/m0Qfm5D9Tu3eJ/sLghfprm+5poLB69q+8uwJtQ5nvg827bXbac+sx/z79fP9n1HdlPtEjC5fUN36e2/x6Xg2/4bHcxe7q2QJBlWTI7jifAGlYGatD3oDUnLx58+bNmzcfPnz48EnfendbQ1czVnaAuhF0+5WjG7DQ8KttB90+4DrdM4andRJCWl1xNTQL5wDNiyvXCmzAJASSFKlS13/YK+GArqqmoNtKPRej4aSfC+aYqFYk94TbV+xIiofn5NCXwKgp7wf4rA4QH2Zv5ohhlPGcm1NlIw8QDTM1UBDsTYbTNQqKk/ZNIYlVLniIDfKiWTJSC/n6Rb7aCEQZmUe5raA868dhvgMUF7qHKKC0otCxfQiF/Sjxgo26jYTh7s0uNIx6ETE7gHjPFAv6B82N1tJAdUUjh31A9V1sgtmbWsU64C0hrSPoaAJxqpyG8Wv0By288xGOJKhvoavVcE0nWmRQX5GpuQWAbKYPURJaRlrfoaNtIIU0FJgxXIJR+pcnAy3DyJh8/kR0k7VE0Fz3g2ZbAKJpeiy00PmIYvYzImYXkdKDK31MzEjZRaTOittJyeTNx1r1PbJEhvgDDaPfSMqtId8yrDbPYelRN7sPtb6wb+VLKy2FrzkQ0BWYjyX4zC9yX00JeH4XkYYr8raEAG8LCGCRoKOvBGWEw0BQQPcAAvzHzs3jmhLQsUUarcj1VkCA2XscUNChZ3RIzcMUY0T6TxszMaJV5gpP6F9++HlZwKOIh5SututqL7kIjvlOaFTCD9rgOmAXaC2nQfF47IQYOwzKpZCy4jEEfFMknm6Rpq/kdksRamYHu2zQESJBGYkRCMpIisAjy54tAeDnHLzlg5Z/QOzgL6+DN/kf4v0uyhHSzeN3W/c/hsA95B4sXt2fXae4m16nEiG1qPAGgBYOVI1Qdp8SJWjS5NMQcSG2g63S2muReM1eQk/Eq+HZgZ8ktl7zzbkJOGVK8DBv8GjCZeWHnlrqO6xfqWH3So2eGurXJEZ0NtAlZBdRzYkcqa5qthghTa9BC/ID4X3u2nncVHzfea011V+4s4Vlq/C76l9Af1uVAOttpQKMt5G7oruqeuBB+rZeJ32UAWzmR+njZtPp9Afphr3hZ8gNcswUQm+raEAi7uhWOOSg916aU6gDaPiuaQL4AOoZaPv0ZLA6X7+Bo1fd+t9DJxiVD4OQvx7qx73NOHS2difUWwewY0sKVyk5+YyOWkAzV7tlDN7hhTUTFhP6YWhfMO/31awPo8dhvyeZrg6jc/+g97qbE+0Aer+okXAH0Ls4LZsnrQNoJm29sATc/8NIKfzxm+WzztzthBx1bj/8Lib8YeKHq/HGr11fAUgDk1YlAJMHYTUpFXDTA6Wm4aR4kAZtyDFfNi6O/dpkzzrvLiOjA0jj6KMku1JIzz/6Tm5BDVhpI0fn/0PDMN672aTFqUNXH5+y7jInw84izi8fcYw7kDqswUTNmhLih1LgrutmX9CKu5GLnMHJk7lDxGuGS6CWwEJmxS7NOmxhAzKgwKoUehvGhWiY20reyfCC4AZ6ByydGKA0whpMvm7jLeRVkAICkZeihww5S/mUasgZKuMwMyulL5jV5+4Z8CxxjEnLm5yi8IQQEqDk71jF5ICD+GPNFUBlFRJnIQsKZ4YKWhrJxbIIaMAyyhXiICAu+6wO6u/wmxgxqVclqFI3lPEcth9+dEbXLK+Y4x4U/sbeBQSIVgEcCIzfEM8Frgil048s4RJcW4Zdyyy/Lvcar6WB71oyGBwMC4Ius90bhYakIU0kpsvYEaiDJh55KCT1ET9RVB56gMdBY3vZK4TBsWj1QKDSAQ0os+eTUqEZv5b1hxlYOhMwM31o7g7yAXk4Q3rYk24PuNyFf2bxEcX4ok0hi/7yw9GrYqdlp9KTcij5isMRlPiZlqIDXxb362mChL6mlRqiNW5WrOGPWXG3zvOW7c08ErYu1N8EemZWlUkOTRbfeA2E0MHk/qhsopX2CuEjIwqenpwRmb/OiTUhQ3jRanQus7DK45mQ8ghOP0NiZQW1VmtE0MEx5jjaXrkqdTqMOym6Pl9ixiOIFIkiF5cApA+4pCO47LEW4CkAEyyelCyCgZX7wChg0nlXZ1XJwnoV3cTVZoD0ZAplkevOejPzp1pNWc/qzC2c97VQq1xllFenjaxDWxkeT7FpvIWeTyjgEAq7AzhW1LkanbclR/CcyiGy66InmUaOy18OMfxbEbib/ToKGxAXotAB20vYE7EWl2KLdgH4CWUiVFSQiaBaZlEuO3cApARgkn+B2sIsgiGLKlMwEOSIfxYYOU2ScBQADE0xTOUBp6YPCXxa8S8CezNwv6Mc7ucFNTu+HZYS2YpqH8pzLwKVnWBYIREeTQ5i4EKOAsk8dzRJ35U3wzZBkH45zEDNSQpnrOgyTVcCH2NeeXMVqxQTvvVyEXfB66gElxBSiegkvwOqIPaa5ITJ4eJLgE42/XmC139iNgFDGJWTv564X8Iqy9VHPzKaH8Qm6IfGonI13xJSAZI2840sW7Vhy+6fhNqWC6kAST+OD24JWbFu00655Hh/lgQSNoD5TdJH9jjBUuV5XOxWHqs/5iDSc66A5+aktQIIFsBdKDCtyoQ9R5PzfK2kXX3SlGfXnmt+YBPwzMpdKDoXSOgX4CbQHrrKbBN4hjw+S/fTACzrFVK7AwE9frd+PHrprqF1CCxdk0GG+NNyx9oJfzFG2dWcWr6rRDeBLmC4tGxg9gUObpiNQbXaeRxyPZcXmBwPQkwApQ/3x4jkHBJvU1HXdr9L3w37wvT9LsmNcU4DyeUEWCt1GxifIZNamdh9kEcDqGoXhlt0lAJ4lottoaGWOQF0hwepW5GXFfttq9KIS00TXagzSLFIU1A1aR4psFbpkATpgxhPlvMuCAhK+P5xUK12wLnyI63g7Z9w9eP3Anv0GgWh4uQgyXwEBknIWKYHCla2SeBFCZQqDhdvWUO/85JCf4EEeQla58hWw5ObY+IOXlfI2oRCL0ojGEtWRelLM1EpO0lnjLrraTXrEOBLmKpSL45nFvSDC3MtCwN0HuSE5gjiqmTHKDskF2Ti/KodgC6vRw0ClShASAIZQeCQvlkVOCxQiHIgIaAz1+8b966Fg1dFzGmJoLqNg9Aqxm2x5mZIAS/veBnHhsMWe0qsYQzyb/RyGMi8mL2Cp4zTiI92ay8XS7WZjptgrrJy4xJ2cIgDNFHv9nhu2eIFrTd6TUyeIfNVfiQ4EdMZFc7gGH09ViKgNC0mc0Qyvm7UCAgEJIqRsilUWLxfKNDteaTwqq1bxFdVUvBrtTaaJTKeMgzECyIAkm/o1RHgZ4ROKcJCdGEnsPQXZWEFTwxNJo9oIIN+OKza4nWWQsjggwd/szOQEOG+I/gdEu3iOEdVKb1oQDMBIvEH0jsDWI+3qa4ClFknEQwox2G0sWJYHRPx3ex9AOmjbGcHMYPSKn88RH6SgMXge1MdZXyMiNEs7F1PoMLmja4m6dymf024YvJuQ73HZcYb06aB0BL8VarBx1phBAIOdoSt6TjqYUBIAGkJwGAQ8RmXhby8lhhhwZvYYhZiDPMzTHA8SKMXx0YAHPT0BkBQtGqsnBJqjzrAyfvukN7idcnANnYG4kkoHjmqKC5FW7YmcdTSxO5IOYP6NcKYBzINZ9I6E3Im3d0FjyDdBMShp4AvwkzS1xHYmfQzsDbyJOMrLUdI3du9lBqc5LkSZ8ERYeLeTReq+iyF2bbtQ44ejoj3rG1iEKxdWHSQwy90h2xENqYOGL3qwodadK806rN0k+BwGyl9B7Ipw/AecN+QS0t3LDz1rh26LmDTnUHgPESRIKhKqPWrh8VPAS++xYt3baBkfGe4Ys9reyi/sN7uxeu4rXdRvPL8A5qXIYCSje1f5JAhHUdL75gvGY/GizDwNoOB9vfMvu54ZiTyYr9bDursEXMmfxHoOaRtzGz9c+YuDerkO9mJOADb3GyIn6Ogh8cN3bb7bQ8Ipax+7Nv0qITIV/dKxn/IL4X2fPitt+rgNX/L5NTm3ZtjgfkfMvFJ5rApZVYuINqo5X/O+LdTDWXydlb5w1tQfwq8+7vlXIclfZBx31g+9xy3MV5i8PB27i7emILcduhe7gEFvQvsZT4hw1mXVAEX0XvznhD7CflTQDimNEp6hyOfZTQmpHprkbk/8XEm0yfxzzIBFBAy4ggieqYh/1/9eX3+r4ycq3YFxv4qvXDiQnmUMR8cavuD+d8z5Sct6oe5x3p79RflTjcZgxlFuDJWlUhhqZ/c+7wm1a7UT9bO7OPlbEo2fbLo8YMa5XHXd5mEhubs6Fmc6VETEwfWGW+PNH0qk3p87VbE5z/xATS2lNn2p8j1PZ9PxqJfYvVL0j65P2XPxAYPUp1miJiYG3QIIbJ6XEzw3AhFBUmcm4ljLhvtKW6L2GGUSTQGJ5L5cQ0sJLC0a3UxOQLNgSGM0bORayIIk/CDUBBHJ4oI7B6EHRlMAAVyCRnAVkVwwuwJs1d87ofK1KmDYQQLS5/WwCBzV4l0odiFrIf+AW8iVEPDiTzpd1XP+T6IccOkij1Z8naJx+9ZKuQjSyTGiBx4x0USJcx9xJFj8yqJalH0Z4QF46FKYDbMA9tIdR5qG9dxQz6NEp4vD7s7mTwhIAAX8s5hjKAj6nA4HTs9tqjYPeoo/gFL/RrBnlt/jhz1+C19lkXiJUR0na2AEpp1LOKGODRVRzyVrJ56RVTSjzyCyeqMhevwWb47m129nWaWTBUxjKF28ZE/3mvAvqaTRBR2jDLBGgFviPTE9YfOP/AOZAOc7QWmfY4jzE3SSEMdY5kbnVjCMEbD+M2CCYqliVY+Tic8QiJbWhoJe/A0SXYYtA+2DGYH84PtWBrsz0FmnlBsXHLLd8C0+w1zYXBgZBY8nAWhCdxD41DgNfiCWB7vuPcoGvL/uCociy+jodkZmTxYKfgneeu7ebIsk5dCpeAD/xsT1cTtu9c+YbOYjRjqB4TWp7X678sV2bVt03qYseEtuGyNbywykdgzGaGlfwTtU3Q1vQV3tru97FtO/MSmhjVWlsEj6xvaIjQWljNR0QG7ZYT7vVXvsNnPnRqW3K5jfbAvemjeP53XJ6TBVHmHdUkI2HVvIRXgm1YLroaJE967KKAJESFKtHjJJcktjBUqUrTPEqXKlOPbfbc4Xye4KcxasBynyIWWY1crfjn3372tfJLX3KUiv4RA598FUh5x7Qh6YhGn3IUr/9170nJsPgfasfqMZ+js0FEdBNzP5XGl2S/kLjKu+ZhXTacRCoc6MGFfDjH+s+MGO4u7j+2c3H3kJemkQU7np83yms5L9qSxaHqGO3aZUwf+hB91p5MTr5X7OF48rzVWh04s+/bE2iTmsMb0qlcOeRga0l4LkfPXUYWf0nf6Ver3rPr2qX6zheN/JT+AsmbVk4HLGU///Cchib1ouNF59l/rc/98E8ffovPrF3r+Bh908EuYOMS/D93BlQPYbivjJ771fyJ95IzV81n/UXR3j/66Gq9SYV7YT0erdzzwscE3rD6nE7SCKJmNIlGsGX2HK6MK9isoEckPktV3M+CRV+tydFOvkKFOc+aiHlivQq1weCW5/1/ubRXcHJ/Vy2EV45CjlV71caZdbfbMmoWt90MqcLiGb8zYcOLBb8afB7qB3sVWMt8+NO+pguo4izqJsNtEvHu5Pq0zdTfiV0179xXId/iym89bqWeOWhtviPxc5S2U0VvM++NGlTBQTuxPrPTbf1umu5LpjgR53hyCa238LX3LyjrxTTz/H7W0Hn630wqu5pN5txf8sDbyPqOMsOjB0ml5+a7w3lgl+KD2g+CoUFWhekRBNW0N18e9GH/hI8tb74MOpKtWOmMEsmDjYfgXIlTtSuRjbmKY90X1Ga8L3JmJfyFedanyuci2qi/WYxj/zTw+OODE154mfKi6VOJh4iMh+quQvv2f3BStoFXNt1HkCSViCuaEgCIl6LsnHYQrG5cV4Hje1Gwyp+qOz6FiefH5aSdnSBv3hT3fYf6RkEwk0cczAt/LE50SGiNtaeafdExag1Jo3J7sgphHIX4mbLewMafZU+vI9Q7A5L+VUK5QF7nKIZPEO7HiIRgypoyOdGji3RdnyPeRgX5tlWEhngoTYqrZwVIurUAS4NGZJFgJozrDKSOgM3Ex3U06S9v+wyzHhZoMutfJusH3StMdSeKGajCWsTBQplGFX4+EMZQuyZEehQP9UIzUPcoSMNcjweBb0DZBQ/qJEoqWEcAOlyN0CVXlIVZ2MUrkAuQ52LOE86SbwXlxV3G6dSjnSZeVzlBOe7SatZlLTbM2wxsqMLdObAN1sGA8Y8rCtMXobDvEDOn9MSPDfM6ozA6Dsup/+JqR9SSF/qZpULZ/hhLzPSM/+7EUZw1LY9bRac9GlpyY8LTTqcvL9ufv0LNYhpOOk55t9PVUZF0V6KT8ozqGoNQf68kVYmmXg06v5owxiL22k2tLZ3M1AD1Arj8jL/wkkzy2sygDNL2LWHRMGatuJ9IxRJUmaW1jvtB93V/8w3zp0qfIgHKNvnVEarQpabemyj8N+5Rctq9xU76bM2xamyXjFvRYMeCn667aH7umHFqw5bFnturvRu5XTz2o/SrOaz55OAN/7tlhXc1f1t0gDzZd9Viegd0X4/C6gQMKsXp+DS4b0aAPKOSDSw8lqtIYMTr0ZTa28tQuJ8/VFz0WnDjxkSKMlwgFUlTBqauvUI02PYaj51/zMfWv87STx3Zs/Osx/eTxn1HyTK8jfnMmeWXZ2Uw1RFJPgiTzyCbWOsMWT8cSv94CjrHPs3z8r9V+EmfBhcXJwKgolVB2Zpwu68526tWcdfTG8wBPC3UaWV5EOjFyY7YaSwdRwyWMP/VQm+k6EswrdvFoctgPhSKMc9qTu3R2s4IsJe4B9EAiRvAZyTTGRn4O23cJ2SOPH0Qw7ZmT7dnCmEwNk2LedEaMvZ5mgR/xdC4HJCQj670U+okWRZo+tMg0/Dm91w+OHUketg9g65vLGQM9gXL7uYdCR8mgFoY/MW9PdVyhEDqZMHqEguCkR7ViTk8hnyVEJKMxITsM6i8yun0A2xLxquVh3cQdSNG/bnyRxHKqP8FMYNGOxCHOaCeYCEVoZMsLGBEtjMlibiFwzwLnG5IKJgQnm5UsPQsR3wqakmFh9mZ3EYDcqGzc9wjmQREZfInPFnZPU17PUheygoUE5sJeU8d+wpr4DXbCS34kDsgIUb5X3Xw4SOuNPtavx2cD+sYi7sRt0biA22IkyGgDiaRNVNCGnRQDrlzuvH084RafR/a4fZExicnYws1K+KKmJR2NMy8eUB/RdtD+jK+PT0y8hCRofC6i++3vW/Db0xY9eNwkfw8mkUK2So2/PPvW5hOWONKfd3citxMphq43jEIkL9/SIMtPxmseUQXRPLaFPPvK2CbKn9Eggm4RvEp+MP15eie2O5FYdL0UCnTe5MLWjbq5ghUMSNCBfVUot5gQghW8i4BJWMmvcXgoHxgwaIgEmkDq5vNIyjvh+MtQ/QJIIIPydrCYBIqZiCSLcA+FglX/BH+Fr1IeHxyhWrmlCK5KzeAIjRqhTiM4KbVjadhLjWF+zVjPyci/5O8m8a/TDXWBraCjGyIj3A6vRCywWrnRWAy0FGYnWz5rtH3L7gZYQ3w8Q09KEk/jb/C7V8V2hQlq9OVn3gUbxhk1wl4cPZgWqqHEtf+yPV75Mj02etjCFoDDh2mxYcZ+ZVhVn+gnMX5MlzLewkcYl/M1PisQbWFKRDRqPGxJ+uJG4GAnDUdWO1GhXBPekzahNj6PKL3npNRA0l+q8T7a7BPesyMk9vA1yc9Dyy1HFrdiq/5/le/GCjZv32d2YoCZDofM0HKU0Ax0qsPPdo50uM4iKv+R69f3+vOS/owJoecF1HZ/lfNs7chNWKocgEys68nWK3zlivmS6I1caaVjS8CzYGWYTAy1N8q74Q5HvN/UrzsbEFKjD8lggDLchguwh/A69wsFoBqlpjl5h26TXE8CjGEQXYbSg2w919QBU/gwVdMBKElke5HeMls3UEs1f5ZyuOfqZlYiu1w+mMzPVc7ONt/NCwpOKwt7WCDhHnTQzZs1L6M0ob5ddTwRY43Dsdf1Yumzl46LywP4FCmZI7qfJPTu0DlfgBOwBL9GkQnv22S+PCSG0TFdgTuC5kDm8K+RzSfaE5WQiZznPmC847ISgnbk0cbC9/A13VbwsyPJDbPoZTrd5mkUvMkWX+b3KnIL/ZJSWfbEzJRu+bKsB4op/GR9pO2+ybUay1s3oxPpFEWGn2zRTeG43+EH5DCtaafh5/u+lEjZnJPlNfYBP8yCho+aQV7086rE4LoCW68KQ4SDsutnkBpAfyM2ZQPa1LFkOmsPijrUCsCqInn0d+BRItKuiHFOUTvdcsytMWYrobOQDmm3JfWcogu+OoBJvsmLxmJ9I2UJAb6ncMsSzPYkbysEWktEhz2ezt8quVoLoeEJ5uBBsYEWL/uVY0VXi0Gpd9S7okq18N7mJ/4/tDBrLKDwltRoido49UADzXxbK8cckBwzsqP3KuZBpoSAz+6LPV5XGUsFhy7EPH1WRR700Yg7KYCifd5/lTQH3PxVuKJhAIWh2liocztaRjR/3aZI3lppkFAYWc4DLCV55dciM0tt8b7fSmrl4FVN86CaIpMDXnNIr4p5Bv+bo8gam2dPTWOGwpXT3pLx60xZIFFinvlcZ0B+6Jgtko4pxVjxVUbA3FygCAE43cqsUtGPJpMVVVhke/2qR2ooKTMbh95mT0nl4fPdvyzhskNkq/nDyMO1K4Fzavduq0JkisTQBS+fO4DROa6N8ACfxLo8oLt0Ujy6r5QHI9XY/dH9hUqXEavul0gaHrVJr5oTxigwb7vJO+pdCjP5q9jl5SHL5xI+9eyDpGZr+m2Mnup5NTdn8PgrDncGhc8j4nHUV9+ITXkF5gaoP0gRv4yBaISKDVmH2QhxX6jhAYeD20mZzAAAguBwUHyRKixDqUAmcDg4rFPcAAg+2qjvYddEtgAAgCAIDoeDoPjKVwCCz8kanukkT0kDIHjxToEjAODm8/B8Bdtz80ityRQdMZ93rrTiXg4V76gNjDbS5hYZxH+5ITb7SjdPPouOI+yhiQl64TBcRQf7GOr4a6Ip/SnRKBdMoYExagf9Nc3Dq/Z2BTv3TqVzb08w72sYnARHX/VG2VURTZ9vC0/GjvwkUal15PlpBJL091MqF2r/6QWW+dL94hOAr6wt6O1/z5ud8r5Eiw3m4UKFxacpGBYJ+78EZo0E3OFVPJ9SQOvL63MF8ML+YfGH6/InmyYKtT/Jp5F3qihGv9aQFY8U6H6wWGt9auaZsWR4rQm2DDek+7wV0ZGx5emJs5N5+RF/eVrSWUneTEfIeUOmq/rBEd8AqU9dfmSDn67xA1ZY522FXhP9M3Tu9FhirUYGLkq6ikzPvEyua2Z6DX0usqOzhjEeCNTOQuQ/b0UXcszJalIzTZnUfE8hOZEDNyWdHi/Tbvy93/LuCS/GrrYNKdG2jIYeE5RVAPrV0v+ddC9p/EeAL+/oczu6d4+LtXoncx+hBaUa8nKVHzU1GBXeYiWL90Fenl6+SFeiRoWCg2S82+jmxotv0q3GaEJEiBItXnJJcjfnnnerDe7VOLLFFQZHplMjDp+15LKy7WJsq61L+idK9TXtXR9k5UuzqLZHxlZZXwj61PE+QDb8vlecWHFYyXHbfXpDfpq4AShlvbxdweOvjGRKAZLO+bZsLKWU/3LtmAb+Pa2J+P23EENB9V3fXTE4fr9WOI5ey5t/cPXVTHVNAaNW7WxKTl7DXOHnde/6vqp2+3zJS6nWMcq4kAqQmreC6vsCqQBJm5hzzP9fH/2/SosfzhgAdso5VFF3FLQTI8LMzMzMzMzMzMysIAr130hwGA4cUyYd7aQxd4Ln3A73971y/2POj8KXNgHMrZosAFkBsJK6/EnKtep4s53fL/m3UEp7HosVnFmufbLpK/f2ip43796b+7z8Q0jo9qku/345lAX7Hfc+uVxO/L9PsoI0PI8km3+W9Fwrldc1+77YEYDiAeAKfc8zy6rKk0jbq77E8AAWz9cCJy59daaLklDh6Xl9OchfNpAFkr6htTtyb97w8ly7a/+ZWt3o3/C8ESPAAM+788Xj0fGFe3b4W3bTo8Aq8mZ4/soSbzoc9s4dcQh7Pnv08+TOsq6y7rKest6yvrL+soGywbKttRcYklHb+IVEJaTlTCiYVYRN7J8R4Emtiz4PSDOyh2DMf4X620829fmtsyU+d/55L4x3V5JcI0In4IKrSwov/y9865/2Gm53XfR5t/gKPg1lJCP8mUpWLR8sfgSKwEWZEekEJVy08taXG7hmXpct6RzInu8XuMIywNKfmQ4oVrWBA362V19ZEettxS8hqzwjUn5afIUZTjLkOfHYd6e5eUPcl/TYFfp4vrWStwc9xIGDG4i6sBWExWmMDLagv9NTSfEjnHawzWPaYSXk08ntex+rg9Y2IHds5R3ZkBl9op5AY1N5jPKw1K5PAeJpvPjwEyBIiHA4/6+RxhhvkqlmmK24eRZaYrlV1tpgs37X110//KcHV3x4YPsftIza5KtMbx4+hXIHPFB5GE9kUWpcXtB/o8/PqCg/279cKA8esnA6W6FXEEZtV+ydwrbWzerSfFphvZLJYtPX5dAhTXlAQ3QFAV3iK417VrMSDzbOz/jChjzJUE+0snkAdQpwIdriqfKFM9X9HfK/ikZ3GWc9nihQqVYul/OstNNkD75HyPNpUzRusnuq+gf+8qg5ektdcpZbJ4q5Ibd8XT74s46xAeSJxlrd8cV5hj6v4wciPRJ0SpkapvYTLVZ5qU/okreHjWR7m1k4KRq8m47BZ8xtXo5XBHdxYBliNbXdSGLEb40zyTfIwGo9EVIUGqP5eG6PaaCJ3GWI4TlaxHyZQ6osp3immOkBmPeyI4fyUQrCemV8DSN07XVVpojYnN9SyDpeqR55Eo7ZcLx9gvQrdceXpd2Hxd/pLY2VaDjZHW/bSYvSzWmGXObeOXh5UMQnNuTBm7n1+LGsJICVur7LYTun5za+iMHJlqNB3cy7HbrihmAYqG3da+YQkuNCBiAOV9IO8eLMIVaYDMYadRhzJhmcSRHMU/BbBsoLXImdNXvo9iy0cyOlw4L9jr/OtKdzxePAcrfiARz/ySzi1q/PTTL162DYuWkRaxREk6zGX27eSZs2evQ9XRdP9Hc/4xcI/FUlajGqXksBsCniS2E61gjktVbM06eflQvrk1iHSWCsP2MQd0oyfQfGyjejpnWEpX1ye6uYAZe9ku4ZZdI80mU5sCCtAYHhhtyaYc+7qMbiUnBdvPFots1KvV50w0BZzjlgS9eibckl60k38daIxP54+mTmujMDQRQziF+vpux2eerpCURxSMrMzJiDZTNQciiu58JlEA+kEACJ5G80btWi4tri1WphiU3crs5tyTejBuu1DmlT0egAT7hVBUE0+KKJxUp1mgc2CAxpZlEyjIJsRt6rvq5Mi9SmBiH1sdJTfSPU8cx9GqKWP2xTCVtawo/BTWxSNBuGGVmaJ3+bUB47ljeg6b9ep6YEnt4d0SAyuU3mJ1WvHXFgwWv+lHkk1nupp/KnM9Qkyg5tXCgieSSYQIKPe9eWjMzSkwxtLY+nMGpK0To0YW81vVfB7un79o8eEoanJ06PsrN5NfN2BjM0x20yLEbS8Sys5o7r+tPGLTmTplop7mh2cbOjs+fg0+pSS2L2ewVPzYSQZKCmV9CXrdMZLba8m71RJ7i5zSAyyY7ZeZs+Olkh3mDWJOPHBG+K5zxT7gxnHi1h9LGT9N3+a9mQ7yD8U8K+Uuaz3lRkJLSn60LKftDenDR3t44SpOZQKSR9mp2e61KN220qwvk29S9As2EABVJqQZtQbkpUbLKIInGWfIWkpiSIf5CzqRTISm1+0KpeW5LPue4Gqoou3H7En0+xcrg8drT4WZK5tHoMMctW6dLQF1dTEvnyANdmvnuRHZlgS+8ckGYFgpnew2/j4+b3ht3ce0qvRCtaWEhEfdee3sLUYzTuZDorEpWKSlAyi0GTUgOJzvc4zOATGUfL+Ot4fJNpF19GQMTFasqC5OhmVxlpsrsFRsN9bC6yZ7XpUnqEGg/hBrr4BtAK1N1eIkCnir3PVdOYZ4JFK+Dz67Q6P3W7BsiYddCgudZc0lVjljjTrwmaZcFj3bScoRKwVjO5MotTJ8p0nyhHNbt1ycQzxm3RZbowkUd/XxddfMJFxmWfxs6zVf12XAHhWCdCXSG8SD6HnzHn0n6nmjoHo5OvswtTyp2x/iBlU7XwJG3X6Fj5JnfzRS3+mknH2LLVxgsZWrUr+An0Y3bAzHkI0o6mM+PNB8wj152V7FKPglA41tWcuQUa8NqjdOQl42jBcjdF1WMXUXLYUxY62a2uqCqOEYTfhRujMK55UaMdUbjhfqydnp955gZciHwDJmh0z68pVcdkYInoJDs+Q4HX9tXocDXGuQH4qlW/6H3Vy188p61fPImNKKRokpz9C/az7smjU630k7yjJIsD99aRQixsyL/Qgy4JMB5OBNggjKatTd0mBKgPvsSJcm+G92LyUqPqy1SDNi0CUE1jrmLdKe9b1RnPTbglW9Mt93du9Ua2Gpw+55hWH6fmhAwLudFzRhw9J6VbBYR9jyJpYeNynFjJMIKa7tFslmvuUqSRhLADCZ9SMve89yePsSwSA+stuEWhhvf1Pdk4Nl3NPDqOPVP0ghGFL3LarexmsFysa52ln1bMkgso4FEMiXoRgBYhorNi1FwmUandk9e8beUYvXLuyEjzpbNEapfSSL2yprVduBfEMAZNqf1BYY529ZfoZvyYZqFCvpvd74BJhPBgOfY4WzHqmEJtsPUmgfz2XL83JKHRa55PRxLGo5FLpZowydU2sSGDXQODrFn6Yny6IQfr8HY2Wy82ZBm5MntXm/TfdlK2/eNdkcf9dpHJ7jofqDSArHFaB+FARJFrTsmoo3dEmmd84vIlajR4+/Q0EL+HAxgNuNXIxbe1o3ndUSKG0RME8FjyWFPhPGiGHW2biHBMtL/DDM65nzHGVGHRDS5EBYhwJdggNYfZzo8oFARZOqEaQEhApA4+XI0I5Ttyie9laoVh//lWvZRvYFHPOyFiD23IOB+AvEglMN9oyJd1f61Fm+QVZ+VxQC1HOq4nkm+7WL+BUXM7jW7qpPbB7DKLt5xb7LxanJUULtRJoFY7izu2aI4UXN010uNSKRY8Wih9qDpgsqy3b32Z1lpk0axhA88sHQf/FkaU19TWlJnFYaf08213wvj9HJi8EQU6VFn4shhO5Hm7GWe80S7C51zZ15yhmhqU54wJfnQW1ZGLnMPTIB9tjj3Fe6TpWSG7o0WbR3KFruVGADntcXGYkW4EGm//XKQjc5IlFpCmrGNob7xQ1fXlGN+r3cchTVYkxgDqWqeaDoIym0tLV4fDHNDAwjy6sGujLjMe96pip0Fu7WzDvwVYhERdCKB348uiPtO9sv0QuloYoouxobOFGXbp/BYITjE1VpiHJL/n/g1sRi3/2u1B0LymD+VIXhp9FoDqF1qh7VYudXQNdUnSAzVK1W6TZEQ4rsWK3CKb9KTqbwwc4pIZCvoYpPjlEMGU2bOauzw9/2ap3jUCgfrCajbLLubiQtgobxpFmLMdbDF95enXvZTSQlwILR9aEBXam1AXw+e72fjZnZFDZZRgeWvOfO3lvcombeKSl0kS750MH/K6I6PClR6fBeeJh+DiBYiszqp3F73TOmsK9l7pYQv240NmkDpyD7K774cdeTTRZ7GvkQvdPcA55MlmwasUwKEXifOqmYjJBDUpVFrzc7wrddHYj7ZGBOaZuDSL28iXhYaMgWpOgMSIGlCpnmEixIdUyA6FEAOjR+7g2oKxDi3N9iyNVJqC+g668X+uc6MEVeeJoYYbcqczNliy2+300RVWdABF8sypbXcghAK83ghsCYJE4oZ7uJi0Swe3dqw2rJIwIWE0MTqJWcy1C5WUdDR3K1rRc7kjVoNzXKv5eHuzGHc6V7pxhi6sUJNbRCGFHeGepM07BBFYyFY3fnksR42xfhGRhw0nwDoffkJbnopbFxi5Jdg+qYMgqYM1yZep3D9niDdNqeOpEw9DkRKtT0MhBmndo4UhTk/0MH+b9dkBpSZeJwNCleeA1KcPQdJB/vEs/TbjpvrrwDCiV0uQnhqQzhoaiLQocAkqw8D2hsZY4P+3DgwQGPVqwPvgp7ddCrHqWvncQswI3o3bFMZ597D3O+634pmXRsmcYu49MfX6qTX/P73JksJDcOFyUGsTk5dSXt6sYFc7oxKhH0Kvop4UXV67JNuwoyRNpKmT4ZUa9Jw44UYky+aVDDd0M5FvB865MXr1GX526e74//vLWZNdcNFYcjrYhMgurDonSywMIR3sWOWBeLs4mz7vaMlBANjR6ibR0hWdizvZKo8zx0oHfHNr1o5GaiYq5/GRWVfMaDvDuLzSKbFpaZP1UpOU2dG/sGwn6dhQ3GcxTprmT2KXGilH+2o4+wRf3kj84whIigyx4F9HpYTRcjxxNhBcwZVEdcXKZFnB/vXGwcwHtmVcSU8egqcRkACkuxfMouVRkuY/j/dbwyndolgGcXrRo1aogRU6HRd3W8nMztazoAdtalYNWWKJl0VBLRms4WRtYz1vVCq3M8ns6DohnubGZ95vzo5uYkTjJgd4apMV1swS/r86mfWaAhoy0km4ERxtyJ2xYonBZOdoiLjtKEckXQLUN9akMX40jQJFHQ8bsjfJME4G+aBql6vDzvOb44iEEPX/0b5Gq56R4qqSNI6C/khOyuopUfn2LjY9nvnu/ZNFkXGqitiaMfsq6nuQJRIxIkTcZ6Vp5dOeOFVlLj7Ok3xA62NLalsrYgWQArv8UNiAXPF/XigLFGk/SGXunbeEK4NavdDmRfQUjFJRQRdL8uVDATF6lSAgtsnAkWNS2wA08adLtvdYtdThDCMmfb1HM9O6ojnmqtMzxTmZ9K6NpHNo6sheWofIGYEWHyfFHlTefWzEhTNsjPQpRH+A8LT9u5a5x4yQQboDZD3UVJ7TRAsejTUJ2nYwaRaFds3fZUNh3dnIooUZhDsVX5JZKu8Rttwjlgz97v3XRnY5OaI53f95pePM2VGBTEyXGrm1gS+SKL/6nLyAogh66jhJxrMDmeYXQbgGG/KbHPC0fphxWAl9xvdX/o4ZNzU9SuV7mGg0RVY2L2e0ymqqrykZN6nUVoTYMICYWCDNFEQnZwQkoPRlQ28ohFCOxZN2dxeResJPaZMJdkPpPp4zy2urVmyUFyAaWWd8pl6RNpNMp2f8TF/MYJR99VzJC6lL0e3mRIT8IKke6lo6L7MTrFDtpTPYew3TtOdBVfNVObZuYjunAVc74+I6jUT9S14UNIayXFhkXCusF+NROuDibNqr7tLRul94msU9Bk7jac6HF3L34HqtFoTqo4eJXPrZqh3mouxZS0hJM/ObX/Xs/NnXim7/hGOlK1fK9JKdDIawNEvVgpOT6etLSZbgfufcgTlFiBjrI7AhWMatxLGCjktBlJXvtn5NKGPMcrvGpOX5P7krPupZGffNWwi7p4936z2YUwYAEyOIw8cdx6BErXIdutQ8jI13mZdksrWhRnWlgNhMNSrC+b3E9IZ2m91EIWhVK5CbalTNNKWvRQ5U2pHSZQHZnRpSHbfVd69oVlVgcwnU6vqJwv7FlZRJ3ZmiOtFs1xJXSCWhQ9bSYtov90cDcKmXQB+jMsQBEUZQlrKADTkW1NOq83AVaEchesgSRvLTpoyG7tnHNZeKHOrVU/m+ofQ01ztuRhEjOlYt69vl5e02NxxzpoBb4Qrw0Rk+pU3lF5EzKjXhkiHP/zmeo2N+KbLSyJu6TxvUEeL9JpESx8+iujp48nXb/AfajqYZfM4gfIdx9eGb9LW1bX0UB29p6zlD1ZvV/aVFYvP1uLZyyFaDF9I8V5SOOVAjHTME6WMjL3iXWwf56XSgC+d3t7W0PEJG/+Fw+TPrcymWDlpiQuKB+iao3Gm6RMa7yTHPalraMrUGk/D3bDDRs9WP7FmF7H9IuhWSLw7MeABXq4vfpxJ3i8d2JZHX/JbqhsMwUlAthabjpc7bbRLldoXYEGPyp4TGSs2BxIKYXN648HhdXlGE8CiYGclFcknsSOEgWhp/6RtRvJ5rBg/ZK2XpqG0g2N48FR4FPHnDsEBvcUgSBMw6jznMCo+MS31v6nnzwuDd/P8mrTuN4qn3atw0scJz0ELHd7zg4uop3mCNe2tEZJ/ESrhL43x8LDnkRQCxZmXUsZFa/Df05uhULVriJpTz00aL0NLFW7v1q7mEXeM2dgxWnKULCMdnjboXyZwTUBoVXTH0TvuqRlkQBOdi79CtZwQK+5/paz4+7Gun7nyrKgbEQz2KF7iLcNM4IMkwnAjQYpSIBBSvXTjTGy0C5jnpJi9el+MH7Luxc75Wy9Vhf7R04T6n57BCcwCBwo4/7DMg/utobEN7oqjWGETeEwz7+QsJp/kwMEbOi/zLuPP4uYBYMfiXJ8lHLy58mzAQBu6dcMic36UpcTDFqIh8sf0B4Ri63oDIOgLyZlxRME9e9CU/a83erB0sI73v5jkPSV6mRYPpMjjMHb7ga4tkw1TaJnhZuZ0yoqkkHo9ija2Oq9EQr0Kfs4sidsa+rKhESyeuZXSo0BonZC+VlVLJYuVjnyE0FHtiUyc1BYjT3ECaVRiv4zb3iMhERuiX0lGT5OvKvXBdPesYVEa9JR4mf3mpWLOvpKuHNKfGRpd+0Ap07XMIjByr5lAyj217xigZJRo/oyMZmXbp/YEUlXfxMJYy92Cyk+7DDUSZhLLcgiKgHYSv1fLU8RXM2jmkBFTmAAmfNsm/2fNcq7muRfYC9hZZ3UhzgtJ4tmOMW+eThE7q4MIVc35hzAx7ypAhxQ7I4qjU1kmnZ9oeH/c7U0uUfddB5wONNFuUowg41dGnu3zTo9omq8UUmZeUbwzgNimFdu5LXh//fyelsB0l9o5o8BmPXdQNGsrXGGKGFQiCTpjMITHorzfvsYSr0b8oI4N/OsMmyrdu1Z2SvGXZffnpHl3zQDFHARXKwAiML3K29SXXJLcxjDgJxUi0gTUu5bL4/KB8ArWzZVuhN8grKM38ziHSnIRh0M1AKZwusdxNyJoSyDNG5j8Wor0/7273uZOm3eB2GuLBEemexR78KNr5K1LXyVOXmzaKdggBaoKcmF3YFhHtAZQz//cFyk4BwMPvrhgq8oczxq3KCX8K4dj59eii6cSgJBj9edXnC2F8rYv7X+ECFytTe1CmJV/zEHEvUE/AfWRC/Pr9mOR0Mz+Z0GE71FA5gd3NYVVJYOF2r9DkcouEWIIDu3F/Sm+6F4Q3obA0O+lmiT4rVIqRZkN24A2e57VWUDIE58Qmt7ONOdWnM8/P5AOLPISgbiyFN2ImVezGq65xYdz/PbChuCEwj5AKzbrb3hIND2NMu2G9rbi7U8BDnNnQG6Zso7cuU9bSEWlq/YJKtUx2uQTaEA56iSQ648JAkwS1XeO3rncTN66r38YdfMgjSJ+gRQwa6GlHhFhXqhB5AKM+w7ExAn1Rk4RceM32CErkIMDGuz4/evicRLUZm/JgSG5Hd864y0jg9qDBSpXM5FJVbK+jDnE3cY5kTKnkfXOrfwkJwf+iqmpfkb0fYR5qwhNSW8DlRo+lM2LdngrdW6+Kc808enmMJGXf6XRvMssMMKplCD1LQOCHFhcTfOJjXHRZW5B0GYGHxIz5aqyElGZ00+aAMsOzMvE9ztBR8oJQo7j9pLeXL4GRk+5XvfVuB3YRSy5BNtR2XTfXcdZmK1YP8YtUPRXRxkIX908TxBYfIRzbRNV2L/kRD8QDmiD/rcGejRGvkVLCyfS0N3O3HcVycRSeDeN7WFp7LTcGI1euwXG4XVD+xjdiVt3EuDdhtJXQcUZz0b4ayXreKf+YJWkuvSpilttmVZ7JaiXDvQv53V8398j2eWFgLWw7OxLsuorycQBlLRSJwk4hgGwYs0BkCsmX6wfGjvauN88QFgyURK5ssXRw5kEtqvMNE5LzVtMaWc3mrRWAmjB6LKb50Eu5ujh++LxeYTZM9RrbDqiAAGrgFLSDBvVOJkgMj1VDDbhMW4RfJBkruRuzimp+nxBn26ibr8VNiVLjWJz/FgO4SF+i546poKAh0+mHsook3wGbGxbDvTo+J9rUtPpMr0lN7yWFTHauXlSQ3pFUkhsKVABP/XKbqe3oGKVi//ztAMii2sQD9pIZyvMTUK8qILaLkGoeg87WmNFV54G5HPIwCjbewxqL9g2LqaIx1ts0RUn36GQCNfDCbM8ild6jwsXrafi1t+bMhXv9QTcxtcJnMzXkIpNLjBq54ZAF6ChJ5yAnENt1IU/f7mYOv+qbjVxTZz3QvYpbNBDzJJshS7UGVjJjZgM+R7ctTvOdhcmzmG0QUCDqz8Y2IG7bihgfkBGSR+F5JhjV2YI6vHKnCxTOvWR1iuia//y48zSinFRJuXpjFKcv4ZFn+4ImcKk+YqjNYOaKXDz8eSA04hOPNR9VHZuDQsHGKakb2UiaKVnKSZh5oZlQozhLvqHrZkNxcHojjNr3ECpzPslpljc6wlgYeJnn2rBuBB5uT8TMgawqqGxMfuq5hEwK1qL25Sgif6gdhjykptO2IOJ266bgtn+xlFGhIX642QAgeSV3Cakzloo/byukYRQrLeEz3INvh9Fbc93UjSYwd0bqRdHTJuB4Xpdj6ShpaTRpcWYFQvOZHF4Klt1PAKQBXsPo6GjPvntQVGsvMVzV/loXgjhVgd2TDpKzjIcWU4pJELsItSgDh3C5QJKUc8AnGHOSrHkdJPWWnR2TAeGxupjV2W7Kf2Do/oWbyDDX6IqcGTleI2O23NVV1fz6kT/bz9GV+X6VV1sIGRIETPRACvr6YbpYdWqIzahrdX1/lfV2K5NY7Tto7qA5b4ZnlTw19FZaXDUC4Tu0CCkCKYK8EdgaRHtm2Q0ngFi4u3mOT/7xlviJ+RNwJIrKbKjp9O7zICUzeh7UjIFYrBNguOKSD956y3S5WR/A9BwExdfwa4qYe9RpOiXv0HzfuK+UVUt09+PMmnbagt5iHrVryLm1TVMe512IfPCyo91mfWHbH4/v2tJE/NHjuCoy25cFkh6sOx+yIYFd10O/fWzvfZf1sxObZXoE3QCAFwIvDj5w6DZeiF/R7p6zKwbreE3SnM9lCN2uu2pnC94czKNgXJllJAwPm3vyHdBdVcD8Apa8FXwAdoqqqwxI312K/LjOIWZVeABuwom6K+ZfdzczVFaJjz34lGzX8PjG22T8Cm0G7l3rBC8jwqsYV1XVb8+rPX7wb0R2RgCwGiye8uFPxU4cPaIKE8wbCbgip7zHOtJOWIzkYd7D/OkBnnkI3lPGb/tFp9nO1Mlk1GudA6DwblcGW/Wu67os6VEKF3fzRa2lcbbS3DIwln8VHJBIHfI0tXYAZTemKOesByqXreFBU4S7EVix2acUYC4zwJzutMfFmKmI7EKdq9CpYo0qPr9GzPENzxvMhkWTaNpQKS9pIf7Y0rzdhriiwWY9p41MT86WBhWfFjGZji4/oRcFgx1nu0+F3ocrtIBT+kDtbnDLdYihjhsmE+3+YK0rOiRiUBnwCETXwQNThz1UFGVqKSVGgDVmZ0IdAYijGbhtmOazKWXz9xO0kKKzHEHyCbbRXgOsllw21aClBoGimemakFI9yLVqTe1P9sOtJ1xvzWni8/pGpKkKyQC67lbIGAu6ZqdlGEpfMWwT3BS4ET3QzUfJpzph6m5s97vyo8957UqYOj2EOpCuqM13ON4W4CKKjkqxAQtes4pDfC3foNN2evxfGVHxK/lVnPyrWfSiGzX9WxFy252BgVP0VPdIwNOXEgdHF1k6az1kXzvI/hh47p4/6/vpQjcTqBeP3l2KpvYubBY0k1QxrnqFX1HEQnckHcqQHfOhGGjXbd92Hj6WeRtiB5ASWx9pFp5QB3yFPuu9qF2b3/Ce6pcQXbn869bZg4gqLuQXE85BLr/MmSDfx2ZDzD6wPBJH2opwxrpkugzimBIi/OeGGeiJ0fWythSs/4o4VBqzcGokou5pJZciZVHekYawjkSBWMBVmUwbwsshWHu293iHEa/G0qmt8y/GVabWtpEP6D/HbabBxtLvN/Bh/ZPtzUPRslv2KBAggs0ktAUpy2lMwO9Qelfk+JVkOWqwM+mUH7AZidq3oWa4NmxwFw1IlEafVbvqRXe4vYAJ60BK719WV8C9qb//2sKs68dbSjkWRAuxhDn6mDBv8AS/B6MwtDwRW74QgIfvotjppbBIRQexAh1iQJa0VVLAcFR1YajASKuUtqS0Y5b0bazqVpfvVoQH/EQ83DQAHvKoS1VHnC6DsmFFy75c4xRoCYiP9Y8r9aJu/MHS40mOB5ouZrSgznoGnKIuZJIyREgRTQSew9sC/EDEH6fBy5be7Qp96S5rr9hvP7F3qVaJbGzQE62k67tUc2IgELXMNfOwXvgxjIohPILq9hVzgjRf3EKqKVQbZ5tSRAcppQ1KXW7cwFPnpEEY6gkKbCbmdXopx9QqZ0bvTCbTNoNmuikvWW9KKFhroJlHo//rA4t3FTEeQm1B2LGBW7AhHmjsQkXM4O9hH0LeD9DrjynhhX5S37T5yRBb+141xVQ4Mdx/umG0GdIsUMb1Es0Sa+4tGZllZWAUSV5O85dQaHb/tqYZWervS2M/ALJ3ZXd/5nebfHMRc7m3rDR2wOkXowzJfIloH3Ze7vx83Ga7RldFzGDIqdrZiyUW1cjU7ZZO27jnpaYjTwLKKulg9yzBO1bX9GvNhrBvL8QUNxxAsZD/ig2AAHAIeqXLYrEFMcvu33L+fC3r6k7QixVlPeHM7cRHi/3AoF9KorYAZnN5FV5DjCsmLaW6Hx8NBq3VRETY+dWOhMRYmEmbExTE6orGntEksfjAzZoxpKb+BLkqREaiZXOIqur2yUqTKXYTK3XPtkGZPcVf1q+jz6nCrIOf6szbYFmglrpHjWe+lRmWaF1OZ2pwbGnVov0q12rAgtnQ9RKGsgjw0x3jHlvbt6PTbTsmqeIvKysiWvTLu1QXgglZqKM3uHvGduEcZroc4dit4MZSZz2UNYe+00jsIuThk0BHz4b6Dd1B0huBhQvnXFL3/SdBgrSDC0vhvnZOYzsHyEGtG+4h2aWGEOOuQxPIvIeY449Xu69NRpYi62rPq9tEMk/onHfn5b8YZUi9hqinrVVa4xT6zJBMHRRXtq2u1oGWCmWZ+sbQGAN+12z4M7iYGF85f92tQuoY1Euw7I6EcLJqNWGGpH0i2nkz5Ik7bmHjGczhXJT4LXwNKqzm5QBWdapDN00JFALXtZGcVKd84WJDcUwZal3+W09hmxsB1HEhbUYvAlWvIqhL6E0dNcaejGyB0OJ8l1kDLDPJzJgL4ir9yV6TY78dqdKZT6fgdtxnUc/b8YefymhxyP95rFTfCkgAfvvo2UzeOwMWO6sPre1MSCHvokHsd0+9W1iE7uDNFyqSDdC5kTXMvaFXhRCgyRZj1bSJWTYyjxCH2DMSrGwL4bvwMjSxtZ7hNI62jbP7Jx1TxRSdZW2eKViyc9Wtv711yJ0Rbx306n0GWCDuwGPfdpiR7IgM2d1+fbQzTBu95V/VDkdHtAGpt0Pv1KTJcH87EndlBn2gJ12o1iKiY3LcxzEGqT7IoSD/oXaRjq/F1SU8dkC0K9BFo/sKBath9rZWU2jeZhhIJLqy9rlkla9Hf7UFTTCTZiDGPnPyxpex+62BTL8dzoU35akYytuxkbLZWMdIydw4aeDmZBopWuN9gu13AHRtY6VUDrUCIhQWPaM7KDqUlnKXAwhuFoq5df+ziKFpKyZSA2o+3+hasvgyDGPVRY+byUekOoY+BCrjGmNpvqhbCMc33bDOle31tYTIN8UnD+hCUPAqNPsSmMUQDGJ/V/D2xC/x49+UygLi2HSHbmHxbRctE2CKke13bx4hcrBWVXf8osc1Oe5QFQwTTaR2AuxUOb4jWthYe+naBYpIy8Bg72ud9VleEnPV6QfdAJPi03nPYQ4pwCbZnTbOoVzPeTs2J/N6yvHhO0w3WBbh03aXva2u15iB4mgKmkVHBvLzqE+fMWbYFm8+h5B12FqFWQX2NfwaD10uqlqHHXMR73bu7m5+mfAgVUBpKoK9eVOPj5ZQEhrxq9RXaT8KgdrBCTEqYKa9aq28blrQSvFMcrNQIdcjv+fWVRXiqGJZ0l8B5F3zw0CrcKC42qS1Pmk9B55wbcdqR6aaaE9kiwBNgYgjIq/VCrFixLsdcLpS8bRnSSDlyeB181uvftT710tzs74B2D3xRBia9UjIeIzHVO6H/OzFDgwPhi68iZUJae56kSjrcbKDnzyaiHMMJDH8tzc1h3gsM6Z4nvpYrhUHPa4sVANaYxx5KYPgYX8Etstq93nCiABR3Q7MkcczgGM+sDdapcB7I/loTVIlkXx5zfaCFxDAyM1yNeJSU6b/TrcxyDcZxsdaiYeYRuoeAYlIJiNfDVsmxOK7jFDoKcQTBKKGqMYuNHkArXHpSBsDuq1JnjDAZvi6l6bAFP3cDNARp2kAjN4h7lZmA5HgqehgYARY1uiAykJGJkBxsuO3zjNuJfGUpLZ8umB2FufWF7rqBZ+8qRnIyRJr++fisoMM8mhSWJeq0E3XOR8QOGX03h630Fo8eSB1EVP3XVRVgzKKqnK6TfuS6rUemqJ4GHRWNB2hCrYOoGvFfZSqekeXuLfE6yeWztABi3bl1sb1RznuRtQ/gRQi2ehVyOi0B/IMvnDty/Y5pqFkiRcUHNRHzpJrmelgISJVWRGTtkkulOt3GCGnXc0BdEnlja2gya72M2c9D4eyKSVXsO3lVr08mWDZWQDUqmTJtQPgwo9ckw6D+DmPh0bSu6vvz+3tjdig+d1UYRnFEZ8oNHJSRHAv588xPRGuxqZBElD68qSUyJhEOj98qsyRdWnhCoFTr5S6bMv7aA8T2QXBxfHIgR5Un7qbOqWEuHqcuLg8RZdDP3tHJ+WUXN/uA3w31J0yVZ11z+/95YE46OLmsNHZQFH67qKYE5m6Qws9fjfIvt3Z7R6PDi6NwuPNGJs01VUeUkx1Mcq5idxPNAUuZoBzwhOo0EmHAET/ggv9HFd2fxsYoER00Rph8XW9hsgWTAihqauW4CfUUFY0S+xcs70St7MjjuPeFpDdUB3h3AVWZlBf3rC3CKtMgulF//QkI22EcqphCenKljhxR/J1V6AR7cHbm4FRdxdVJ3oJHMuyk3RpiIYSfhik/U/1jTpYtg6lpdQAAclrEcyfCUoT4L4ZnN2ljPw0DR0yajLt5E0sPeFovZCzSdrOMHYOXTQjqlvMirDU0xIQMoZCovb51DlpyGMJepxCcgjDiUHwSBBxvjPsyqvAS6whIrvYkoxGS9vaNe1acPe5gxA7m6cR+Emxurym9XYz/EuvyTxAR2yYprvRfFgTyKiCVNAdDAWFE1I4eDi2GTaNgVYG+8SLIj+kQ8s3PeZmDEj2WMANN/CRWkmk6PSAtMKLDmK/3wik6SZOVQp9ortB7/8J9wU+eMWnkyD5hRngg+XnH7QUfzWiZT3QGY6QO5cfYR4TmUEXBlV+I0/t6UFeFwEBBfJczHUA1XR8IVUg6O04/Jyvksy4OpGYXL75m1RV7mJptYMtUGKmK+N9pt79Q9lkCxtFK5Toz6bDjHSkjrOlsuPBrzRbTJTniAmfgyzSetzlGeqCQPA2UTBAexFdcUymOrcqTsIrrHmUTAnndaFN8qQX7tazZH0m/maijC6KpdkjmqXNGJuZ9ejz7jjo6li3MBnngBFa2ECwUCd4jwLxIo0VEMouyLVEVw1hrdWYZ+uDNL7SNW/IO/fmSjfgtE38ZGoWB0rkCWHeqsJrxGo7lnhNb0sht0J0hxG6oUuaGB2PVemI/BNwpCDYIoKjFTdfTaaVblyIQS6ii9EGX1mmKQzDwOwTSwuozOpr+c1J4ngDKJB2pZqXuNtKSmqO6XzPMpuK9iza+KCAaQTpGLkPBsesEIcp47qzYccC4ir3+EHHL/ryvPgTNX3lhIc3WyAwjOBMg6LA33SQQVysVNfNY/5n8DK7wGxYds+ldRkeVQboS58j2v8+kO6L3f3fXNdYHQ5DQA+jb3wnFgSWhKgffuZ5oM+49S3JTuQr90c3ne/nqQW/K+q+3CcxhYKqwqY1vSwixuaz8yGMQgG7rzH75lv0fFZXVGndcTYyyDH/rJ/+v3/M79X3+/ErXdcgYHE/VhO4k+2N2S4XdrWW9pnvy8CqgWHPZU57UoW+/zNru4gAK8Rc22+ChHXXrNxVFKnH3byv4rbPPgsDDT7v/PnKCe93Tsy4fTZ3UZP52h9WzkS71iyXsMe32SyMLfyUNfd3zj65hlQABZWjGkCun5tfycvKpI1QdX35RB7eaTvJpV8cit3YfRcuasDF6TTA5CJvZbHgh/DVbSq8QDEB4awI2bZz2pvXukORNnG4umlF4zeyRkfhUdv/k1rBu/JFZae/HOrMvtVANThhPwuVsumQf+XfN6kvnn6QC7COVkp2wigEEmhVegODyxoPLnChpbWRuyDjByazsYYOSZ4cP5A4IYB8cpjsNqta3b3kFPOovwfmXN/yUPilTVe2hpbUbY9dO/scp6EZ7aMEBBMAO9FJKEQ+lIHsYHUyGljt78osN/oMG13ipHKrpx1ydI/d/ivlq4+Llnhg/3qY2FT6WM7iWW1MXhbWIqpk7n05hipV+cYHGi2DiiulaZ17XNZzMiysPXPQcYwiuspFLYKfPTR0SBQUAxLbd2F1o9QYdrGZSrOF16D3IwtUJCHvhegyQiBsLKl7+t1My8YaGcsrc6SVMLQzhd0pstbIOGawDAJnA/qdmevcgev5y2lISO5uXrqHxy6VEKCxnGQVdhFb8sSgHazhYRRUEDwROqNEUC4C9egZUpzg19+ylv6sVRMFGI7uwyxvbZJ32qMw5yKS6q1jGRSFiEpqewGBjwvkanwYfoWT8I7ZeFlOGIOF1r+RezZbSv9sli5ysgmvaRu73gjl4c2MzyBskwHeaKdYnodY9YqkeqqgUZ5M1cC+uZIEAp2WJPrC3g3XkUwlXFqpYg0vSHCeEYb1OOr+zYF1s2xLvaUR0E25Q+cesj3nQOvBwRLX3RjaCQNW/W5He5get9g9mpQMM6PWF9qjlojzIx31R3G4dN4bIdARO+UpxW37TLGJhOqTWp4rPVpeeje6JITC5qL/KlWzA7ZrUnmlJd6tNC31Lqm2GRC9Eu4D7Q2mMvkYUgKd+QkCNMjzq0rkZpdDhxZTW8aMbi1Cd5fBZ4e9tZn2KqFnnMxkjO+FZVCYGMc6t6BI5Ho4I/K+535asXOJmrAoVJPIflMchn+WtRZYMU2gszEVR80xSgYyHUiph9y/cMCxzqV5ODX6nr80vveBotdxUsC2fTbDlM1ZssIFU/q7qNxr5wnVwbzKm/KsBuSMwBN3RNDD5/mqgfWRGnjnKEx56+jmkBn93E8qUqUEfv4AOS+pm0LdJSAUn2USPohoZNulJs3CO/bvFgShU/KbMI4XafD1oWMN20VgiSqVTMZFSMpcMQ9x185uDN0KLA9ZI5srX+0CjLIZO3UUzNTe0p7KrwOI7lRD7TrIrEu9ESSoM+hUHUIBetRSJpBYT9CS8vMW8rqwKF4uVSciN1LbpGOjpZU5br45lPa010nNrLBv3HM0V505twzv0v81rRkMnjXH8U6Wqq2hBS6tObirmesvn3yZodRIu9h63YsFNSaKiMnLLHf7cgL00DFumBm33q9eR4GRbusXI1mrkniacnsuZECi/7CmJ55k4Twqk4LVKLU0clSfNJ/kNu9N28nSbp8jU7N1uNiqWgZYRHLNFwLxu92KLvm4wvPoVyKeEruatiGdaOOgZhkz6kBddVnWHU1PneW7Y2hQ2S4eJtJrsc4d54YMY/fcK11hfh0ThswVd0OZb91luwrMoTaMRR7JXOquYtiUj0zR5Lpjc45pgELWcDMCCH4KoI/ODU9o1tGC9NynkS5clrp6nSU8x2UQ0lNBhXc2SkC/+h6PJSi1soHsA7vUKDc5nZ1zqRmHuO3uvOIWAWWkijU30mvK7FMiKbB9kmm0AUnxcuOyIjhw+DVy7VG5g1a08hw1c1XP473j2Amj7AR0Ydo/yB3GqfyKpI7rKkJ3uEexJMF3N1X5AClSg5q4QhVgU55W4385RoQI3a9PASVXXYGclZt/veEl4OfvSUgKrW4DmDZZbunL43GPdNbASwi2WqZhgq+i7p3bHs4JejPYT6W2r3HoOEJamcTOuij+eSILS5zZiJHVRhYFcDVxbVjKGQq3jfXtvIfvDkPhWcA1Nl67yXnt/tnTAnhH82NWnX6S3t8zmfotupOj0bgD9I7NDVsbc6O0DTMZSaQPwUxoAS4aLCxr0Vi/EiJkoX68zkba97Tf24w59cUiClBjEjbJ8GR2u+1+dXiIXqkq8EouNwXTVJMCH29k5IWEpX8fgcLVkCWuTQq6cPi3rh6L1yYksw1uer6LPvdKpsd9y6myAwtllwXT6vKlKolkzcHRwwQmqHw8+Sc6MuDNEGlbstws5CVRYKdh95YJeTI+xezOhjFBXS5vBXzrgDjSbeibTVJ6mN3yovmGMUBTkxor10EB/RERYHRvfPFoOreYY/Yb8iwIB8E11tcbF1SumFQUPYeY2AojugvCF+Wlsc/LjUg3VVmrFHFuqxX15QTtjBdJ5f8PqQ3iX0lFHpptfcqpHv3CrXuUoQLQtY1ONU+20AObrYVzlLqJNHZ1s6urVDeevI8M6PFaf1Bup+ckyZWAsP3KsfZMk9qwP3awe0q0idNUbR59thRRTCNJebgZKkEQ8FQtzUPjTEKxuyVz7xrWu8BRJvOyLvVc/u/N25ciOq2XfMXK/aPE8SU0PpXEJQ/nfiPm9K+nGKFMkh4GNLZGLgWIDNuBuNs0l0ztXsxF9wQ/bLBF45SqU4GR3noka/yRlDsXTU2JVIecWbxcPKioLbSIJ1e+Hs3KKfk5ivq6IuziRpgel2gkJWxgiur7JEXYgsatkD/EmKMJbhWF1ZuiI6wmg5mxrdo0jVNKEmFfT7MJgyaFPMbNQIy3RjlomDqDQLsLz1XIb2HZQShWcFKEm11F5d5GPdVHwixDlC2Bgy/k1ZZM9XxENpGrqGigBARDeX06Nd6SkWfI2AlVUgn1BUq8rPnaw6lvTdYE3HKPYeY0YqyEqxGQ0g5UxKl+okvjMFHBkkl/THNc/rgSkBugWm47y1dXVuSKvLSfzfidVBKBIkrCoHySte/8155kHb1jeYtfd2+ESLUqrgZGFAxOacie6dh9a4E582RDZVlxnq/5miiieeD3DLTaa1lBoMIIvU+WCaGr8iKrV5m19KW5SqcagJj58S6AOK0Kiims8Mak05ggPB8PKoG+yQCtp3HTmYii26hX1gK5HBRCTqBNxYne3EpGovk8OnlTuRlx8EuYgjnliB3XSXGLR55AVp9w6Nj8oX05fYmSuscawgZsUTmrU2aK6GyeGDoomVsxUJ6xOCtkGPCcIASFhAlpolaIGtFZKtkCNOsvrw6bSe/Q6N2mgt0uyeoEKGUk255uxYby8gjIFcuvThh4Dgp7p+xwCHpkshdoQYqA2GLQWCrz0CwZsBR7tLkVsYUaUkOUZ6w3S8Z/PQL3FNGENiM2IharqSiGRi6NqP6Zo/AytexrR30SmEMeaQ8HtOgP5MMkPwYEC/S6mcD1poyEv+2843i0UlirDIkglFXNBCdoz7Vr0MVUpJyU7nF5xW7wGAsKNxGSVn0hEPxK3OyM8THjOifEFmgYaz7uNo5HoHjdJXDCMPjCbLwJU2NDF18iEpIPER7HKsTx0TneHiyygzrpd1TfUAuawFT5WYimM5S3VxbHotBIR66sIG41hneZybIkVq0VNg9S1GV1j8ITUTT+Brty4pvlrauDQ/WBvpoCaCnSMrRHAQSZFx1NwoTHmmq1iVO9URy4t+w8lPr1PLFHVJqYzU640h5DV6fOQtptUlaZ3ZKv+NLvgVRthl6buhYmGPTZOZ2QWYkydQjE4fx2/LlK7zzdyXyxB2s9rTjZMlDavGQCGpHprcKp8XSTU0LJEpZiWhqTOpSp2c+aHRYUSThadvYZswwFsy18Khb2NYfclimaqdtEFaZAB4sbxhaeadbcRJF02kBlxwRdeCMyOhK4CK4gOw2DEoFZMTuMh9b48eUAZ2ymlEJ9q6PUGSChHFPghvOggJFZk/SiZtbNIuOM3+giDskj+HxnaSD8MVZcHqmGaBwfJrPfwjSUNd5skpGI4Dib53Yl80K1800zCDPQWGTanSCWa0OTwTEiIfDEXZjZtr91w6ljjn0qEt+bnFxSp/09LFADmhCYHOkLjlUpo4IsaNzyxNLpL8vicqjwqevwd2XdlQlKbvQ+CDYyL26GoReZAFvkJDZc/tVF4nSlTJqMDVOg8Fpx1E99DyCQ7Be7ey7SIHiR3w3IbXkrl6TPtu0xErw0HYPepC/NkvnFHFMrwpvN/93SdKrajcYeAueaPAyOkhoHyXxFK53J2/A1lwoq66w2L/cN9IEyL+YMLqTp+7hfJXZIU71YjLmIWMnt3IxZ1KGl3DFhTwBsMhvgBzjSBSRotdLQwYD49aNpxNidO4xNGEhIB2TS5Toa1MhqL18GMEmcJagOocsxR7UfZ/nIUTD//QoyIiAia7qWDj36QKT/XNhDZzqtoOFKyIVOJjph00OShv8P0+Cre9aGIgPPWlJ9cUilFzfBFCNS5e1nZCPrSPHefBW/tKj1Cwt3xT81zJy95VIEKS/yguXaNN1NE5Ed+WIL3I7G1BQ1tBHqjbXRLq7W4SZoZmHIGkVLxZC44ILmDoL0wiiypp9r74J4JcdUO8PFwI1LNOV/ClfgcaQ78MjJcwKI6eGHch/yJTXeFB4+nDWEGdanpjkwpKtujItTaKxtXQWfW0niEHZvFRhwRgB5DemMNKtt6QCZ93tb8kIyTYHalV5LvQDzSHfLPJGgFtihOJ7hZEm2h1w0tM8EBFrNa1GwJfK1OtxdPvxSY1iyg36Zyfnx/P7fZtGXdc4kB6dJZtaBAERsFoNVdrNR61ovt804HJDgXme1kiJqtKc5McDUNNHa0jhUpz50SGyiyg0D2ejmSnppuo0PjbNWJH6HRLGlALwhrp1OctV3wAwcw8fFHWQ0bBV2rFmX02xuLcCjYsTe7tTYTyFYL9lhH+crg0SZH60Fmx6KctNEv0J9OMgKnSrhgjxVUehZx0hQVRKCVqdsnNIX91pX9Sq2Vfi5eA+/ZoiJLQhJSpOQcG9zk+OyX+Jq/f83S3bm+CatQ5CaH6359YKDpPGYbWPUy3TNUcNuGfWMNKSLQL6o7Wo8ZTkKycYRPYWOG1beRuJPsuK7bOt+QkiEvSfYT1pwwg+ejJif+IkTlAN7mV8qWb+v3DXOMwk31fxf8BTzICHNEEHhKJOlr5kgYwoKnOSlB9oE4ORSksqqj/cO5kfBUTR2i8I1bBEzhpCwZjKTSGijUi9qW+iJAYC5TbFXMJQ4vs6mt0mLMWPsAEXUJfmGBctRrwoaTb6bLAi6rlERcUQkh3v82Y0hOXvffLfv/eNtSUsX2WdduDzJ72q8kjmCk3KQs4OKHEwCw9miPt7HsUbVn64tc1ExITgaF36vM40qfgrZesnScoLEQFUAv1FSSwYQIBZIIzU+U8I6XXzw4K9EsrB0y1ckghuu97W/9uKqfr0Ag/IwtOf6hkniBg67MQN7uQLYtV6sAJchNfCJL6DusPQqNDFO/t7/OdXLLdGDj3BFgs4GSYUl7RbV4OoseiSFsrnkS3Lh45fk5iGeT9MGPTe58nlGEBLzQ+MK/t0nWaX1zxWKOWAcLJmUZntZaD2j9yRT6m/cXd9D2suVRSHwYavAdmrOVuNqhRk8BmKMuCKcj7zX5+s/jJFv8eBdySKrcR8oVgLEOLb+bOuFfqZBm8N0xYSs+ENBn7XQWcjhV7+mSXe/A3Jn02AXP2Rq8ooaWx4yBF6Qh5HUaKdnf/4xI1B4CbhdcHp50rSutK7rH9RP8bpcD0xgUFXQwB4bYWS60RdXUasFCFZO+4d2hlo579VhVi+qZmCEEei/4v/xvCjACPBqtvzhvgAG8V2mNxJnMElbyCGiR8lLMPSg3ROb3oCXFeTeeK9MbVyLMotMCStZA3pWWd6bX/RCojq7qzsztiial+R7wKvD+geHndv0VUKXyqUOdn4diwM4s3M6pDA6cz8k7JCzilRJrp8vJWsr2Wu9IQQKgMaaDPcJAQENj9mS2F7uxo0g7H/Liyia3iHNDxQ86c8Ckxg9D3BxYzm9q4ed7TOpQ5J2K2Sxg3Us9FiSX7g3q/K8JZ02GSb3XA2sLS/vDCDley6XhRCziynBgJpth7XP1R5qkWCYMg0ECBNOHFTYbPh6gxWEbi564vmznZbIGtzwq9te16+ItjWEYA7yecjg/acP0kjW5ca9dXmqCTSvZxWjnW0bYpesIQy9LQv8b1ESfp5H4KZu5oEGQFlCmDjVW1jcqAuOZQNmDJkUrvs/Le76GVN1RBi8/ntqHpqGa9w54aXW0m31Cb9yMTGlE4XGRoPirKTpdD/MUStdQ8kxyCiUjiv+xuv0agT8Q5LnlK/zlc+Dlgr9Klr4dg5jROKImilUkEffDOLKNWaykT6hk6FKgernMQYkM+H/T01KLD77pNCp3IeDMWg9PYsWCnyJEx5pfWEPGiN8clUWXlKkInhR3REjGw4WRVZQcOSuf/ImEqyoRZy2xZax9Vun9VQ7IAqcCuAgQuhtqZsR03VFUabZCWR41JaOQSBifVUF6wrCZwPI4Znxe91ygNHnP4kr3npikMj4dQBNV43TWEhDk6Cb1XpnP03SuM/oCzWWuZINUSjfHS1DQvRvvXDGKda2uSUm3AL5ePhRAjso6BXKc2egXer+XsJJnx4+UKmwS4IEO9RuD1+lMYeRx9Wwh286s946ro3GsjGv/wF5ttICmUvBF4A1vjServYgA8qK4raaurPKVWL+QlTKsKwTzLkZ6jwNbIfBS6MKmIuQv9WtchN5u66fXVnWq6dqx0nYMhPwxeLNG8nfWFy9s6bm23wzt2CVOsr1Dd3AmG7VLmK8G62nGgZ4Z7yt8hb0I3llu83YhljVi4VtTVBpJPxPwtW/NPAzE0swftOV4Bqd8RaerAdVBQBX5mQagZf9owp6X+vXpOVlSvle8iu8xF8a+E+fTmJpVuFrI2SdPR6Hi+lQEKXbLKTjFMr9rBI3MGfFDAZC4HW8WTmtZNAWmb5m2aEfZneJEllztDVzOXpVfl4bXgNZx8lj3DVN30N19WdZUEBg7XTVtG0hFDmqpH/82DJ40SCmP9H9+U2uiqzGPy4l5POrkAPIljWyraw3b2a1TCyohjoeXj/pDo7FHRzgOc6ehYcLJWD36hf1cnMRdEDFEeKMHDamAuuE+1l9AObdK0+m7H1Hl56DLtZxDmWynHx7q2IFuXEtsIT1WPxahFlOuQG12AE9DifZF7a4L3k5jm++FAgoDlkhIFeTg25u2CUJU8zl5V6n7kLbwtbfK/tJwg9Eq99i8jPlykMYS4Kay5QHQjP6mNtPpnLaFWeOH2uJSHf8VknT3PkwMN5bgZdoDTYzNrlBcwaA+SAeFEWJAnIWs61EAT8A1W+r9v5rCEMGFL+LYSiIC6qrLJIHCN9fxs1wrh7WcCvFaGX2oevjKUFETD6K2mBwaKACNi3ljVddCe3xBMUv8CCDAyAg89mMbs3cum0cOzuzrczK+7hakXPMweYW7bTXV0Hf8AYrU8PeuNqvQnOGTN4PhgKN5vpSNLZHC9UG8e95yyZn9LUwBFYfuUKQ7c+s5mvTSrdkGh+7aN6mi5QbRl13pXhVMHNzcdIgP3JrLL+FM8KLqCuqtAy4l2CE43P2qAOCgfHDZY1NJiVoYD2tV00YcIHTpJf85REOSytZATIRHnPUS/krKmysDWzFIlJroC3YWCp8k+0UWG2zUUBOJjYBKOloQhYiVJP0e+/ZSRdu3pywgBYFlIDzaYcZMdAa2NFwFNMdDYlzIAwS+PFD7nPJqhhO0aO7lqWUpdx5IAuu0Rq8g8wWiyI2QRyVAm6zibFDEAoiZaUuUXiPBBpXmLM62wul0vH7tx+PHn341et/iu+ligoUsjOx/aId2HUwVv8tcCkoSQrcRka6peMTL3PIjOw4En6x31GSy7lVmmHnQpt022gxD/m5LV8LYQiXWtfXaCl4XovhiwKLJCe02peZ426QuIlBklE+B8YIADv5OmGEkcUhlYEypBN8IZAXeck5VRIIuR0WbOJ7usC365/XInBqgShQC1+b+5/GHHT9DQf5ec+TSUPaI1FsZTGcB8kJYWmBujSmCtjXlbRDYyyXlzz8p9asjt7hrsAaxs0r6eNJJW7P44LaBTzxjNn5r9fgjs5n4iJT8D67DS67XxoQ0yvDhH/7+6ezoFYUgMUNr7qo6oxNwqAKe3m234lipw6LfI1rzNFYc4jmnJnc3QHQODsleiZ8XLHiRgPeX2ft1rkGSCPFFGQPsFhVAhdGtCA/5zoi4VvAe1c7YQaiUbL2Oj/tNAHpbanVvF0p+aGhywozNxlUoDMPAe/k49MA3fqlKEhddDzUpOaLUgwSJDw+bE7p7DPZgvw9zA4B1I8YfktI/u/Y+4B58v3HVZGBZI/SQUrHJ4VS0IrRFS1/QGNaGPDiT3IFk0oCFk2E/VACjfd6SZWO25GsrcfN81Xe5pHoQB1jD9veBBk3wub5J0pgTwOfpxkSOOJF7VHarXD/i9MpWXObCmsOm6wzfWO0iyDUgyPy1A4fl1T4Tj3MYqSsQRZaZxzCZovodVkw02uPqb/8OZjZSXFPmWTEFKjvExaoSQIqbH3Qr835jTHC4HiqwN2q+cEwxrInyj5oQrk36/V2J0uz7QdXBAHbxAcBVVu+MDgomYYEXtJ9orr2AwerkxlfzBH/v+XXKQc0lpvXnlIC9eNMvuJYQKQL2VpqP8dFS1omlPQJaPAkjkw1YHqD6wUIFnYLXIt26wTGcy18boWl3OXSKPNZK6qAXnU3xJ31ZyLMQI5+ZHchU6Q2R7EsSo0BLKPKgq5w9/986GhjQIZOv5Rv3sKXGNwwSrieWco6hfGtjvYLgHBk4YJIJaozvHHd2yk9eQJAOpZfAbbR+1UIsEGDVjgzg317MW3nTbJ9Z1WG5KJwVq0d7yP2beK+bHXydSRnvYZbhiK5mzdJCoq5DUo5c2axUoq1RUa+VR3SVtUdw92NTvl6Zv0LyQfvkBSxTEXozrPoeEoBUBAi1acTwMOMoj0Gu2HFHfPJSe93oDc8SFmnPI2ptKiUQS+ogQB3url+FyTmAscinDBeJkhyK9fn90PoSmnykamVfHdzIKFAYmt2n6yN9zbZG55tUEIGQmMB/ipVTpIE91PPuX7CIkNQX3XWKO2WYbOLTdlY4ZwcKOHHq5YxpV+CgDbxrVzmR2MOBfsuzb91syGf/+0Or9UoNgvHUqT1bGGSJ4uo8aen/8wIALuCqLpr0lQRQ/1kcEIWAYP+zFsOhcByftgWeSyfT2MZZGiJDKDgfl/96x+vRKniXJ5fX+nlsELbMaxSfftBylqEk9QtAQF2NcaimBvcfml1PCA9ROO8+vokXGv5HLRYNZdAGteVtzC+HCop5wX4P1+q5sR/uANSuzmlDqiKh0JHt4Ukh5/vLVNQav77Py3x5bU7ucyPIDNpZySgguCsYjOfC6wHQKFbABtJ507dAFJECgTemToXNeI3/CAKYYayUvE82K79VgVue03DQBmGVaiEesn3sy1bnjI5bB5PcojuhETW+Wmt2fNFZLy+L7D+pRfIgXfNJOo8mFv4eCSGkmuGwF9awN6pjVF465MRkRBfQhIHQ3s2JpmwtcKoi0kvdp2vJcp7VbloFFBr790x1Dx/qGrDKVLi0QYy5r6SitO03xr/++Wwo97Jsjbsn0CacDnZlTF5TDxlbCNquhoDPPolbFqHz6XTO2R38PvpXcapCSSB+UO3JZT5dXZrg/yBf28Gz+iHf2GSLpZNtAFKPMKERRC4lSgRUOWwHFt4N8RDL6uv36SPEF59fk4Bp1GUnnyhSSF9fxDkXHL1YgEJIeUfDBYSKXvZHZfshG1z7RuLoUWODP5+4gxu4JzaQSkiH3w08Zap/2qAFhQE7RnGMcgdUXse6e7QQHIezNk5PqjAc/WvNELAIM6tWjmESZWccXtYIqJwZq/361uOuv/eFrZdAJDrZw6w2mBS6zlYyTMhJKDZL9jRcSEpY6d/TP3x5CD9i62hqFuVbe7ziEhYECuxLxHkUBnAo/TreSAovTwP8xBN9jhpER0FwfDP9RNM589oN9DCaCyqwltKt7Xqh8AgBMyKz1yAGqRoLPj3KAZ9EibAm8fj39SglV/4ZH3DpQgS49EDyxfeGGlhXauFFRjMzZrSzev6IFfEBC3hkPhRA7DrruLacILarFyeoFeHTY1JxJk0FKQ9N01UnuBrnSpjB6klFuW3ADohP53XhCwWOckApLRejOhOPb++DcdzU4eVmBCRJ6GgEbGLLpBL+klU1d4sqHoseYKyilcfHJHQBT16SJI1Yx9+TcJ/rldRrlDsd4lydmsv4XaauD1yfIpWUesRYFOrYdSuRaeQfS3QmLe2ARHuBUkNd+C6XiigeLARW0jC7u0YElv6IGrMJ5t13lDVhv3ICkGx4Los0V2aUCMd/nDqBJSL4+T6uCzNhT8uAc1Y/3Q66P7CY15hxHGAGrHjtmS5zxkYqz2xe+q3XZc/+fLpbpujhXjvElxlh0oE3/W4uZDBsgaELzERIXLm4iqpZ6TgiNomfGI6IyDqC7MgiisshBnQ/2uxvSt3+rPE5x5D6Eu2Wx+HCLEbhXqc7ud/smvAR4yNIstksUeCsRZH9IImoZztdgzxRqY8ZwdGPw5cA7vmpj8TdK79ETkvAu5k9JZfs2+zVvEIXQhMC/gBzuQBkjF4RuCdWMeF56HSobzQdLVzZuR2ri62OUxLOz89dB7Mzg2sn05OBViW/LooJmRlANIKIwTPkNeqcodAIiHVADgLQ2dyLjcwCOq3JM15SbK7X+eWQZTfQs58kqWrAMKtuMBuLWXb2Op38UhzGGmH5HdTW2DLGonczE3cHblfMeEZKg4QUUBb31RBBqOJgpP2n/08864t7uPx61g9A7ZElgs3L8F8gw5KTAbd2RxCp+91bCzM05zRsKHwl9Uk/6Iu1K1sVoggYWo36KdRofOUs0KWvr8eTepfx7Fm1LwN/rhctimY6RGVFlm7ZXylSDSUBRoOS5lhwOXhnR5xqlHQV2XgZzfxr/k8DOqIzrp0zDwsYGULHq5FigM2eV2AOoahTMAbziQr0a1kb5RRNkObRw8InS8SLCF7YR0lwmn+cjKrTynV0gToerPNjDRObmppZt5tnUjOjousXixh364XDlDjqGlGZ3UaIdRllambzOeAXgQPr/8+nqtAzkyuOZvniOUSlYOzh5flRkQWqC2+AQhptSPrYLJi5LiATBxETgLS9gNRDAEqmd+dsXOwty/Dzk4fBWm6s71W5NqpQebWp8U2gqCaBwm1KyfscQCg9kXfi8rXvQLEkB6dCTa7/3BfkmBlie8ebBrzUFqJuh6XXCJ5tD7OwiFsByvLyUrJomowdY8AZCNGlMfOFM3zx2lrRt7GlvOdxrsLfXOpaFBHqBqB+twAB2ymB9M4Dq+LI3MehbjnETZ4L0zKp3G4DmrcMiuQaeepK8eFVEWTexghnZhqYdKhEjwmSDxo2vcYoJ0ZWW8tTBgnzJRGpeeRDDhIjw0UEDKSEKGKNR2bjIGY3+lxu2yDKHqLLGphasoUMYievt4xhuN49U9nDVPZOcAKJ5ALPWoH99kSFI1qC+wntl6gYW3N24HRrk4sm0tPkAgNq3CN8NSdvs6ByAHZLsJ2lIAJOY61+Tzr/HFp4cSfS1jpAH6d4JiNqAsXCQTB8Tlb7ApmtFtGKjGm28zHynxWhXFc2rKgLoU7VAdSwLkdMrbKQJlrRvSqZqZlXEGgdaxeL9BI/DxF06XyA7kNSxZz56maP3NC9J4JOIM2WUPk2MJE+JdL8BQx+LEzBOedIkD6tdgOUxyEfrQgxK5haA02AqddRbTqMnzmpIrkfyJ3GbHeQvEt1ivM6s1bQkA4GgPrkVNKP1fqoqCzyjzCaXhkOxLZ6raGinqP2pgKC3Tr1T/CPqQe1ODiaFXXKIo/BrKDsO1rAazkKWkJgIqSkLyfVQAiUZ5sm01+hkn0T4OebLHHWTWtHYnhPwhkSMR0xX0zsHhU2EgYHM0qsyQKDzLde5K4wUTyT+MUY96bJ82ew07nD01iVVVrPXw4HXQqJcD5zZWuNkvUQFK0W7La6r4NQqcYd83WoUa2ob5tNByGHYmuwHkr/0vHe5G5bKfVGFaDmREUTBDCK2mqUbmobHKbV+3cdC5ZESBFZw+r+R9vBv8kAHv2aGhtRVz34+xV43+C7pR1dkl4RR4wvaOqcUAoPMkafHPuiIEtqMNo5lp2WiaSbraxlMrbnw7C7dlA6kwDhmdHieRU4AybYhFQ7e4A3dEITvzohnFHErEFQkyKS/MNvcltPtxBctkFu1DTjt5JHURlahxHijR62opjgJhPHcvdJf2YLM4eOyxKqrlrd3S9jNRXL1Ot9bm7T7fV1zKKq2FVByjoKjC3qbNWLlJMBqlJ5g12clFxIKUmqutaTVd4HAJq6dR51BwOSW70NHLVIkSVt1Z2IATfOQmdokkgGB/MxqSljgvOqOxk745O2fQPgdhaW+uf1MjnsOIJ+UYQdv09vXe8FA4/jOwOq0idlWMPnjq+kFlsL1dlr1AtMXXz6UlO+gjnBkgHeDDlpfQSY+dcMz9Cbq3nGCRNVsPlVPIub0cX29ZHOews5kz3zWpZSznkaKKn/gWhdUgu9bIShaP41aErDus76NSDczi5Cy0l19gJSBANjsx7lEYIEmFFcWGat1Z9R/IvLuEjlwrXnVXkYJtdwe/ytDn2bKrHQ4Yp+ZYbjkbiXC018fYi85l4ajM8lXv6EGZvQX91YxYH2i1xwU9qIQwWlJ+R4CwLoWb2E8kHOafevrusuQwlEeG1qq2Cb49ZvCSXzShzM9WrkMMqmpZLBAymSxMimoBWAqHDOHav6r8puPynTuQi4ryevjxShHnIF2ChAuuH8ns6as6eyf3KEi1lOGeTYGlCaCCz+LgIPAYNZdMi+1CSzqXF+BurNyXNBvS7sWNxlJ/WONNWvsGyjecRoMSyqG0E+rcgw770IDePfvBeb1Wg9FJXHEzsUqol146alZZ8rAA22SAwbytLz0WzrmEqj6zGbYUxjUQm44gHnSg6GTQ2KDGd2NhfwKKqhKGjhaDo73P1TQJRhL5kR/QDFSbQKfJndvTwxMthupTNZoqkOcdTpiSrWuAw9G9Dl+KrZgcDxpxZeYOus2lF66ObPYFJEOrLeiH2u9v9QPeX52ikSxE0RfPnbQDMm4JdPXo3XmiO/swUDzXFWLZgl1KFJn2RSdhoFHLrIaLQoNQ8vyBkR2dRfV3D9GO4rSIBARMq7/RpomHVcWBFL7GoTgzzoj/Q745LeZpTUnQWGZvyp93t7pr2Ie2z8/lcAEbLQIGJXhRhNJWDi9g05XtGE8/gZCnF2B9yHUDpVvfeT1svravTE28+2vXPlhXXXhAZcM7Xb5kQEB82Z1SulBaAcKkUK/i47dVSLj16jJ+zg8ORYrl88uqWOZo7Iq2RUt9uIRWOqtgcK+piWn/+P3SsXvluwctqSsidJI6KrRwlo8qlxyqRaWTSF6pu8iwqRnGnBAVxQsvnT3z72ZHkrzcur/r3JaAu05IxrprObV/T7O1SNzivYs5xGK/fD867+H8fVLZ8sthRKo8GCUjyTWOd1PQy15LxMewLpCRXEblSA/xewQ6lNqHIM52t0PHt9tpAS5yeuLpGpE3fkl1S9zris9uUC/sgCTnjChVN02nPbnpkdc+4lZhxV40A5qayJEot/bCOtPvm99t+c7r4fJ6yQlvLN1e994fzk5QbO1jcz+CehnPRbxY5Df6riEKj809Sk9PU0+8MkYJD8dCOYuYQic/CaShykSTyq9gGY1qRRijEZOervDctkloCyXY4TPwlEtkohinlpaXqNQDXey2prz8toBN2Nmu6YuFnF+RkRYUFwePLBet4GokUwBseXlvb1+NNfJDn5o7+N0fOT1LfgB9VvnV2GalHJsJ7M4q4f//o9zf2K5HMuyCRmTe/yTw26yel5WNB0XUD3ziCdKKKESqO+E3T2q9PB5z7oVKnlqlc6/iw56h1HGGKqDUiC+6YGDlKA0+eNS7lmcxbKHmk6fbnx3qG1Nrd9lAP05wR69tpQnB96Uyqll3YSeHfJM1zfSNl5/iJooUIBlHrc8Z5zz4oHXL359NhKiAm6o3Ja1sHi9xHujXe7oHmUYJnQH/3hf4NKnlj45Bn2Ayw4Pf1OJMj1vm8y1W7K+WpggFl5mQJ3Z6tzJrPgVO5baPqYY5nEj7KOOXiYb9uWaGm/OOyK5kvXIzaFtVL5aRpnOavQ0yiw98cR6b+m0epWsvyAE6RGgQOwOD3+SLRS6bm3C8Sg9VnbLyxH6Zc6sYBo14wJiAHQP1uHzEQJKTgkpIrajg3xI5E3GkqRsgly+ugekXMsOeT4N8Yc3+vjDLs51xXnW2acI2/6JlD0G7hnmBvXrXFD+lxBmk4EDZjv/oYnU/5yNTEYt2/VJrkMTx1DWdfKhU5uxzM/Mmf0KSk/JbZP3t9GkI1hIv8dPadYGdIP2Voj8iyigVY38OoQMkN/FvW3y/bNhE57mAltE7jnpLvRSOaKiqNhU694KipjYsDjDTpTB5CV1dvEWU+vDRqP7QpS+25QZBGMwZKhGGO0fE6OWyhcmbdyjF2njESGUgNJhPmb8AMwL6yD30wS9SJrc6ablG03jQtSnmGgl3UaTgPF/ej6/GFMoIMjzVhOH2EwdF6fea0tJYdK/PUhpnP9hs9TWvKBEzfPbEu9mt08+0VujSdnT0aXJXl8zeDPj8vbX8Qxn0SkGOH90lqddRSB3pnj1Te3b1gZXVXQ/44PNC6BMqe9bMrr3E6VpKPizUmNpm2J4mmQf7ALR8Pn3nwVM9MRfl/kHINn83kKBY6q0h2AtREXyb5aRzZIhx4PqjCpe3fdmoOfkT/IAuoQ/Jxby9qPMm7ItO/p5N1irumFRGVfgHNBHE2kYBZ+5SlNrYnbRKoxKmcatf7WVvT1gzABVJzJYmkiV4X7H5DCssex7mzJFCpcYWoB0cTmpFaTa73O2X1aNF1ptJNfvrLX09/flwRFI14bix0QsVaNjudLkUG1B2vNFZHIemtX3nviVsSSkTaBTdB+8ikPb+LCQDXr0QKM5ftsXP//Lcu4fz06OElv7eEVqS0DC6CSgtTNztrj68eu5fYZsCFwSIYosTHHHH44q0QRUW/usGeNHzPsbpOJ0Kt6zJYB2FZQiSImVKaWgz29VEHJpT2mg5KNv+IZwtY5bFmo2zS1IyfCggbwD6UBYHIfuTgTKOm9Gnv1IusFKC5WiEYtz+T2KLGnE/K27J+/7e3/y6CbDYTda3bTUV6+6M0X1Slud7RAb0hvOo2z6B/FBOYIsmlT02Minfbxj4pVU7PsII3MKAudkHxMstvr6yVF6xA4BLOJ+Gfc77zNkp21YyrTD3VXJVqL3S4f6IJXJGW/Tlfo9ya8W2Rm2GNyHvVBJ+mrPzNR2KB9tO9VlgNXdspnG7ZcB1DbBmJYLJ0G1J+bS7rKsLs68TgWCJOCe5ymY91kPAKUT+EeMpcqgrCQl2IJgsWu0+pf6UVMfS30qNupXvB2seVnqPOEAsJH1bREdCe8y6EV3WUvApvLCMruBQBgymnbdw0rYeJV8OgjdqCJu0x5VtDgXo/0zq73BdQptvaEo1Fs6QXXQTPG+j8HxaEHigvXeGtNXF1MdsLr9vXovajzFJ4sBQhy1oBSMU79m81eFzE0nrhHYb+mMSTKShuSoH4K+XhNHo/qTGLLZdtcys7VBkqzTqyzXHFkejvZoeicAGmNQaT5mxiSm87zYkVzLt9bCt6GSfnbDI8lpfzAkSsGPy8U3v+IHFrrMsJ3/P1OEbtOR5r8ZgjhaOcXPGedNscUcEt6FFN0yWlqzlQvXJs29y+akYbONsE8IPyLxTe+kqPp+GU1NnwjgHV8DQbNm9uG3LRnHX9XMc/dC3OKKmYWH/0ybVlwCUdz2bk558c0CYJoV1Z246ruHFeCCxH1gDNzPeD2D4z724/na0G2rP8Gln/xkljXquwktu3nCX7Wu7YRZQHO474eba3uA2t0xZVnvwjulQQJPbtdPtxgzGLdSf3tvPYYrpG29eChpbvVsc1cq6UTMNRyWe+9qkITonR6Rs0/MOpImuQw4P4rMjOIgUeRJgbjt3TdRzmJdSqv7CwyjEV6OcXZpHhRb0U4MsCun0X6QKukkJnCo8MAt+4SOO+0NrINL/r2Dcww03fNIEjuHinVIN5MIpXIycFZCgcNfXVrgPoRBrME2jk8t4PpLIQtCqMq+3lo9lYpdgdpuZZlHAmv0Nas7TPd3cRC4AZkGDRyRul7veSUkdvuVZLZSCFhufyHyHru1P6N8IMH2aR/4qnSCw9abUa+Ew1Z7RXNt99I3vVfL7bN33Nudi/JgFg3A9i65BWYW57ub7Nt1aJobL8j2LwQv4u/xwJvz+dAq0B1ZST9zTvy9PvrbvpBhiVjgOwg+S2vr6WHNIXRpzFGnnFXChXr/yhhSKz+tppo1TrVXzMp3L4eVCINChorNxeYGWKE9cLPt1C51CsGOMy212UNPfp1MmTwvp4oUVZmypuMRzjmoagtjQ+gap9DrUeVRj658mpOEp3MSGyTyOX41scGD2zZIOSLBMYMGFHjHiI+Msvq7HhpLJUsfZbBv2uK8w+HX3nz3yVlgPtOYa4HUfT8++iweViaHV7G71/bp22Jw5ztL4R6CCQf1ePNB6uQz0QCv1buJgX5Swg9QFWFbC95BUZg3PmpELMFQ0MGNddhbZkvi24pNQUiNOqRMDTIke/+VJYKYG1ij5ttlDJu1y9SAeNZqOVCZ35vDT9AJMOxtfZArubZPp2zHUpWhOHxx6pPW+bbJ971WLsHSFg4WqPedFS31/kPDsIObAyC3l3jd1mZnNdxo2YukyKmlG9MdMJ++RH47elVPOWSkkKGBGMh6/hIFh8q+Rq7FSUadlq9uTt+fV4lySnmuvcXr9JczQ5rX64Qg6jSmx1v+eKWdJ7MPdQM0DgVXhvbXISmXvuk9rhLIkrAi9kvCTgaN15nLapD0c1mWBopypHOjuNf9bivr5nNqQgZQBG6NcJAc40XA72mGkC7yWzM5R5ra8fKtxmVBnWHtPUi4wK9mNh3/vDQXyShA+mkj7ATfIk5l9Eip458huszLtt4GCyclAN1BrQJLzRBhLG3AWn0ZcslyZ201h4XosQTO/xmoZThlTbRZ7iuoihdHeCLApoVdm2/nYLPtqSVrQZkMBdHI11HEn8PqQ0Wheh7gIjYY+6Adb0IWcSV4pm8/cGSK19I2iM1ciR+afT4FK5tK+TidqjG8c2cXTWnV+o293A4Q9Z87ea9qzava8UpvOqsPBdSrD/G3oD/a07Mk6/d7/9uOQX0bvyC7Snvh9TpCng36OUsj5NAeSbhbwlnY3VejNvLP6eft8qKY3JJnUk37KZfwKv1YlqRaXmlCK2e5YdZzsPOclqu8XQMGg7XBQ6Yrrxbio65qqH/ISZxs04LIRyXFrmsg7AXqA9Z4f6Eab6ReN8ipHJb3h8z7YIZJmJxMho3dldtPoPOnuD9ulflcy598fyVHZ5aV/o1BM7sujzY9+nlBKdg0JHWJjvedSwgRlzPCjkPJnvHIWaudvdqvpPNQxH1Ac6XuWPFbo/uS/jpyyiosTABCUeDlan6ZI+gE+rDB9aUw81HXdaNYoY/VlROWsIQR1b0bEmKqdCNUohqo+cAZ0DRhxGnVCJwMPD2xTMSfVGUJ/vFRSPdS709mMSxqh+0l0Zixb38aQ9mvH49XMOZDa98M4MxOrGzk6RR7os2l7vnAIQ4pWZQRjh5ISHRkiI3ZmXmuiQzM7x6OdJKrHW6SaU2bMwxSZT1QHlTPdamuVTR6y1LlcrIqXh11w4CeX5JaIBvAbBAPFjeNcRoUx+7Smp3EGYhlZ7DyBQWzwLL54Gc0OrANZrS0h2WAEU5HM8qzy4ACWzni8QawLMTjOBSE4WKy+npw0udved7HofEVC365ggAcOhaq4EZcYgSDVpwQwwjZyncW424GgdPZlbWD50V83alOxq1KskvDBkKMZa1/rdcjr3TkOxevyNRwkF8jh3XWZbkL53diqUsUBjFaJwpr1Z5/71TKCHzlj2jzUyw2gLZVH1ajYYg4TLcu6JVANMTb3Kejy693O1SuDRxJNS8/JKzLpnluzH1V1tyjy5EiT4v/BvQCwAwMzoOYPp9U3f/HT6+uPDv3dZlxshMnKX7ReHpPmogbDm+F2xz8Reokmliosqg/h/TW+TqU50x+En8cwGFip3G771JgsSkVOiK8jMdjuemj0jCXFjsZuy+cs/t46mTHLI+wkr5ivFTLph2Zyu13uJoa8TpEaZx6Gxwq/yGVUM0cUMkQyVJ/NUCGK7rFoGrq6hamIOquycFCmr9Zn2ubxoCK7OuQs/YVSh/kg6o06rUuKAB/5HLdFH2kUOcGjN6SPVw/A4bli7DhDKn5oLdp6cV5Xg5jnxlHnxNnKl6CB73iOZ3nXw3lOTIk0sPkf1JLgzh7LxgWxefJD/tMaXOR+2GxJnCAsDeTGyWX1p3nVsTaGyUvzSPC8fAsTyMD07A+AvKw2Mb+geh4AA4yJ7EY8aNtMrDIzoitpH+ZMQcYYPxWvXyDigTvSQs/66tktfkpWyfhKmLXm4HlfyqVHpqLN9u01Ct4pExtnuZQFqB03TwySSEjeqnUkwJWRZUlXR7Ee9iaEbzh5tX2YDAsQ6UlsANcmhZE7J9wwrPw9W6SlPmlItYG6TgQZX7IPPndjLiNbhiOliUBNl5uxlV4GF/Xt7NBzt3S1MLGwCoqFZDK5Js455/eo/WDlsteEbzrVZrWuVOC6wk2m1rOJ/Y6ffjoOK3llyvKVOxeelihvapmqaKeplTVsfNXtRyZGEVR9aadWQU4Oi5UDZnsdh0FYq1XtT9uWYhwyoEUotsIiDkxH1FGtH94vgpelf+RyPhaJ+mpjldmwGOUxrhqNIVectcFZ+6HsiHS3sl+bdh+Rc06gNwTbRbCxtFbcxUmzSmiZsKOR+xM9SOfJudfYOO/zRTLJRsiokLVOsuD9H1+mV+An5jYYPqq4UcxGbpFWag+VvV52DgCQcV8pkMWmZBr5Ju1CSwEq0yO0CxVMDsDqEJKNKC+OLoBMcBjpMxx0db34xOfWXR+Wn8g9v5Hy5CnXXDQ+gBi8zdBHcRmomi/ljeI73WYsdHDz5AfrKV3R/Bc8iMUiokTjyZRk+8sw2uubR6IoqhCen2rv2LYZAKQdeGn0PVNmMxSUaD4vL0e7JfdyqwPzpHgZ3Akh4buh3ZFANzfnGWxqnAOmUMIOpJW0PuHmkK3/fjGtcYRtlO5Zlnrva9OpSCQ3Cl7fStkryrHKp+dFYQYpWW9BOkGWsff5Q1U5QYbt4zwQ0AqDScD9NXbv/YBozcPVLoiSk55tbVx0dVSVb1Tj3OuUFjEBgjESjCvNEJyunhekjMj1l7e3r20r4IY0BKAvNA2iu1XkAZITHZwjKXk4UuVVNW+tNqpkh7WZb583BxdvG5ksfk2kGcxQ1/ybXR8sU9bqKfT2RCp3i+EwVf97b2Lt/pjb2MLyM5CuWx0CS//LWpn58/mteLgoXBP5/1X6ffFvSzdAf18+dmYPOagh4ke5E5J+R//ghC00d5zy3vvxb7+5LJRT2+HuzVYQ/ayFus9EvS59IOYSdQ1zP4iNJCs+fzKHpVqjeJpEylLqzeP5kHqa+qRlxMMIjyImdBvBe0klqx9L/GFSYppPKtL2RdepjQTewb6OpXlqq9Nm+W9txy/DvDro9mScnjy2mIzu9p7an1j1p3juhbfogGIra2dIk1bGf3HwJSc2p0uzjmL88/43wNvbkzVY/tA39jgOhxhzpXpk8yfaR138+qmKf3uybHdU0gjKRlYFqDgIh3yr53QRBDPizlZ7X3jILL/dW80amjrxYVPBq0+13mPjuay+fiW5WSmTVlAPNbjg1d6WkSwdLgOqyzj1vPNQ51I0eo5B2IddokSgEqUldtWtumhvoQKFoG9a5CUGAWijkhWeseuZaSWz0nnoFFhXpcny6np/r6K/0SciWl1N6zrC4CEHcZlcT1V+arO0nVu1SdgvOSFuL+XRlGxpLJTHaKBilKWcpyrIOkP2nx9vwQolfUdmriEpKN5mrgE3YR+nuD2mFXCgPaoGzrh36Xg3F5zDI0fvXNHXkLozc4lVMka3DNggaT4oG2maevP08KxU5nlk8O4nVcw2RBMxwpxlKCPjXYhOsjBaYuKzPMkOaXvGHI9IDEB8eJwKaeCkMYBaJo0Rs4xHTqrQSazULsGh7QAfNV/dW+2r/9P3P57g5nc5CkB5S/B0gyJuGjPqtc0JzI1q2I0zUaYvYbNk81tw/j00CT0YrsgeDzvw+F75HP3AUHKXt5LgA+t1tUqs9fp+ZHbTqTJ/7oBN1Ca8vja/5Xondj6ueRahuRl7pRs2BXaX/CEYwynds12YP3huEVE0b7JilzZpXfr2oXZ6GgsoQ8mv0R967YSzsqttcsOR8opOLiw541tbHoyIISgAHQdJN7kXRYXekBM8Cq/3vPeTuXCCAN9FxqAl/icaExJi5RyRxFSlp5eBz25SnZwrDBabU+zNsX7FVwqhwkrDAa7TuKy9zA9tQjpHRgVOPAaANJx6qaHKPeFwzS2GmSMQLlS2allZP5MG7q8rFDELKzeZzg4uKy/up8tx8xykx1a7oyYZLci9flDde/jO7kPcXJyeZLKhC+J7dpPHkVQEoidmyZyMRLr8WQyuC+ZvjkTxYw15awMpj9UoWU15dhGLbo2+d3jSQa1/t3sDIi97xkEwAaHLqKzYQvjDcWnhSkizOnG84jMrxAJoXgleS6RiPMcztp/v+HV2Acd5xMbUvbIKal50+s1spCGhODhe+bAf9pHx+2ZnwbweVn7TTIFWQ+HS5wD4ta/ZVrUI7JEm80yLL/eBUTPJpKpQWd6qKR1A+Qhc92z1ZZ+zDNC4YWQdbt6rEvakyeyQK6UKtCbUaI1LBA0eto5ckmNp0f2HCAKg7iUMKbYgeDyXTAFSJZjydtxyMJ8qHnIV2NmKscGJlUnZk0LihCIh8TdVMSWxtvyW4JxBOdFykNmheRzsIzOGeJJYebS1xaqUjierw5HN+geKjVLJraVBvbDPlGxgQN/Af+qh3CN2bnPBAXzCn9MoqASgnyIy8i0lJCEwblPF87f25mD4ub8tIf3xaOfEZYrMHtfYtuSSSUAbNbnJSFOzIjAAOwZ+HUaSe6iWrdr0GNMfKDmCmXQ5MZ9nmBi4qJ2HXdk7ShNL36lehlU6jv9m9D+L+I0Mremz6+GsNgUt0sEwK0A8uM3/UkL6P58X738rPDanMYmfaJ32jZ2Gc15CkHp5czi9VDcUaYHPrwGFT3jsa0vTHGrE+FvNFYXRACSanJPVij4MmI4Dd6VfSYAVBgPIp1rqwH1G0H5mqosuLJqHwCBNtyfADd6MVyTgF2QOi3vvztULvwtgTBGpst7ciyKeyRmShmfknjUxOex3DTPWWF8TrSZKAq93B4UpKUdMbkKXiCb5tTAdGVg1USliov6+nAVeDsalCy1O6/VnRHJjNVBENMo8vLeF1V2vURgsbHSQDe+wzp/KiG5y67HiibA+xDqVlTS+mXhKr8OpQg25U0zxnazCFfciY+kKwqn+BQBXaCW4wfjkYXayIGcKMjkjpqdpPVrpRYZ2RSJzaatWU/VBfgoQfl1NLRDkzqmTvL0VHdFCzVudtmlbVj4qAVzROwo/i7EoUnmqwQxKZxIlmxbx+aVdXtg6Ib1GG4q1YzliDyqZD6Jy05bOgnLfGBWFRpKcoI2LzU8DaM2GoPUchFRlwQoND6nMG23cFYGaF3nyrxCQZH6jJVRqrEvKfnGPeRu92nKMomjrQpyp8D7jTdnXCleZxfGwa4sg4R8qIslbWm8QicH4Ydz2mXmTCT1VIJUjlRahKoS35aTIjnjkb3ii8SXC3A5cxGmcUIvycVd4SO3tJHvURDRHd/prcDPIIU9zHf9ee843A7Hgiyjbm1u7IYfE0aVpXsdoW5Gys4GOWEwgzbftt+gxJmvbs3SEeAsdthSTTiHWg4aVOe/bG19EpO8XMf/KsXK2chcBPvvaKJun2pWU017DWKbofEEPD6xDPnBJF3pEFoYBAJEoarkhjB6AFMzD7oSlNQHXxxH/pvQqmPeUzjh4NfwMZBAHf05ideKF0zG6LeXW3qs+wb3RDYzV87HhZywm9tZtnQhiwUMbLKIA2O1blnNOKh6vw6e6fkYz4sm9zWrpSjPOX8kSg8YUMZo3G1+qrALaJRRjsvGovIOunRv4Ps3AGGJgfQHJWBLHRnqEHOg8z28LnzWq8jjArFiY8cyWRD3VEigwK3Q5ivInpEX8+CqUQxk9dpZaAA3qjMRD5tJA8MkLn4RR3sZ4gIrtEHn21AwU1PTmlnmxbXtWmukxSlu6s8mxpGKBnG7fCu1C+Hxlz1PqkxnYcMSsCBZUvICbYkHD76WzUWwxgq2OoJXy409OKuklwzfNyrTrZXO/SCOZCesXJhWYvvj39jyNY/ueieOWKReiXlATn2zVQfPc9q3q1TS0pNCrLK7/zTNtzRpzlAWojgLAtaZheceBRQdTZydo4m0lVkJhkSFvcl4oaSeCSNGeCSJ6g2sK9T9qX/Uh6Bvync6fCQesSdSgPwIwVe8FlimLRqJ4hVqcuRtRTstc9nS1GuOu8iG2iE8UDPfW/XtZ6e0HBnz1bQMhBgWgpl1NtZJb+msWKpx6PAKyhpJI7DDHPsBqtRMzP4Mv3eslbcNJEAOmDWron0vpMkIW6UiS8IAV39fKgAG3uzPCYaRc2xauLRUsEuX9p1TG7aqS2SLXsFf3K9Jl7DxFNkYVMekSqLjz6MH5jKHpbEGCAt4AH0ApWTNvOQbKeqBrsYCQ87H6VkKSPykNVChzWF7K9z7wvBOzfdv3guS1JOyfP6MkQ/Lh99dzGuK5nwBPJ9Yr0Pp2yoC0gnkVNJp3FZLhYBo0O6y6pwhxD6TTfJZRTH3/va3c7qvQ4khb6RLvPGEBhYWQux4wRtjIagVUnTUwbbqpbmJ5YIV9/+VnJd0yGPfKyHtcqHRr75bKLRYYRZKckQb7Vp83sfkPHRRdWF1nJ3O58vr/bf1rdbWQutD20nArZr3a46FJKESCAI8Q6eY+BT4IqBLTtBOi9SmTbVeQ23zY+Il0dei7dyU8KxpcZfWlWDy1SVPaXiHlySeXtefJ2wDaoMUOY+4kCYK9uT+JfSQWnAk5/utspQqvOPSVZr4yIiYqRKzFfUXWaY7ibZJn7L7FSC2m43Mua12PFBxm0n4DqVLz/4fvPxVenrSqlgikNTS4RJtFMnXSqzdL0RmY2qeIthhItYugT2UPb1Gjj+Oo4f/HXGbGWutORxj+/u09ok3jEfT12NcySBfTellXb56luOnfffWMLQQr/QS/6n7W5THVVZf32OvPbRduZ1pP6ppb++a+rbyXOkddseYT7aNQ7l/uB5ryOii01rE6B2XRBnJZkynryCEurVLZ3X6FjblQf+tPnwyhAYAG6ylZ2s89500QeCMvMwNE+FBJgZfezKfVmVcrMjo71xbfpVPHIrG/8ghml4A3DQvYkR05wiyxaa//bS4F0ETlN6OsqE2Cu5EBKLeEjV42z6T8sDQ31ewDtX5Hf+tLYhHJ4OAePjQ61MGKLxjHGmw4y9eJqKfaDpFSMQoLMl30n0EbeDyYGzRrv1TwykUPu9pWSVGIfbs+1pmdVO3iSKAFIhowWowQ+VBDNarErARNYPjzd0oVPgy9mbeZ9C5KsBxJwj6jLVLoPYTLw4H9Ykjd98sJilEQRB2KR8qXnbfDA/bIk5DURysMqBYtwhajjGBUuP+1koJGMZXH5YYXfeLqSeXe3y9keVBNQ46maaUyMrIumDVjxwWuOGhuZOJndz8jOmK/zrWD2MhJq8DrD35bjfig7GjOnw8ejysXP6pG2Lp82AIt6YnuDM2srzmmiUM1PCZGHIevu+pe1BaDO7QT9smMBEzXCs94d1KN7mHIc5G/mXla/vqj1+ppGLtEr4cs/EiQa50HNmAsZ4oO8ILGSsQBU+h5mZSdoU9ey90broeJD04r9bmv+ZfFALK1TEVUsYKhclrAV3M/FGSRTkJrfdodtlXfvl6wzkpK/Ko7K8gLw5w5eZ2AbghfEu3e/55TPUXZdf2+g87WHtSQjNhLaGvR7f8Pe1E1xrZ++Hhq7qQITNt9dYQxDAF9yYsGSqYdpPNpQrMOzpvFTiIkBQWyjpwaBS8n1pQsO5eaBszhCSjH5u6G8WiRzO2voZdCBWK/iVuRatpkyC1lQAO1D4GwBx6CSLtKbGcqrlMzKA484iZNemHra8t4baqpAoniA5CjkK6AZdtNiKFMwLSptzL0BMBGICRTixdUQnpvaZgwIuNgjyDjXMRsMdVPMOXdPQc+lw3QCVt5i1CGSf+rCYnb8XpaU0ZsMUq3kuWfycYSiIwQBS4k84glg8uoO7eGFEB/gFWjIoutUsXRWL2leBJBLoo8OPXyKWrgM+wIM1xB0LpvEqEsdnSURGcA5Y3NXT6DGKgMagwsxRXk5Kq8S+UZ7jh6qz5i6Zx4+QJIqzHuzXpetvfWeLwSAjVDhSwrCu8y1F5GG2hKTBEE+OSvM1eBlY47EXDQcTElkkrKpG9JKDKLEh86xqXzcgjlzyg/o4RiO0ENE5kpxwSJU3ij4Gn9qRtotllH3x44Ncs5psTBliTTduTVlUCoavU2BcCmbkD100aOwpupkuV5FBheO/lTOODc0Ro/pOpfk551tJjXzZCBpErofpGh2tYkFT2XzYX17qQBzRicPTBhA7Olho58yAHtlEfFb/QNzH5UBsA76WY3SC0IzItPcgxEI4R1pZyrjIYksvsAcgSkgwvArA+C8Ewth5iytyHN33Jwfr5yQQuvQOZagkFsXJeRWObK3y275u4pOxS+wf+MA/kPJ3OtU1cAC9MkpXn0i/06ATNN0zwSF8hsXwmVGOpnv3btSgzVUVjSsJ/uU2TbGhV2Ecm+hZrxL6WKnTH3dWy0h8+2U53RiU59vVprOM1yEkvK7jpCJRkgYSuAVFyw9UzOh8jQ+hRYPf4xcOjrQXp7fVk6qtyKd0F6q24udhTCZ1yMYgCryTHNU7/kVjYH0BS4CeT+BpfBeOt+FR19BRsHmZzoeqx/+p/8gyeZYcwX2Z0N9LZeCUFXS9KYQWQg2QKHuLv0XAH8KY3dqpDpaccA295to+NCwFq216qu4aJOBT08oII3O7BxbumrdpDt0Zkvmut5MgV6m6unM0XpuT6ewM+xnvAxnFfJDt6itcwYeiUCqSDZSihKwim/158fkVVSKF5uJ8Cg1504tzvmY3OBgqIHUPgi7TPS/1HTkKwKNviZUm3gY85Vsb+8pvVDbzt4KDqDxRTfHliRcoBz1GhiYNQRBpTkeYvipQtA3nUwwy/ehW13sNBlXIkzd75or6wTrHJZTw+adouNhet5+Hi5+kXl8S3n39rdQbYPE9PXUJcMfH5fgsfUioGB/1UpWIkeT9DwCaw9VABJZNUi0APFaKHwEoGf1Cpjy1IxqWmyJvv7Wpg8xv5iqTrnjToyTTzG3bQV78nBnMPk0oSLT2ei4+qxJBJaDWWJmhCJYxGK0KfqCJ1XPr1u+OkM41ZIKLEJjLNuqQwHbW7WVmJa/LEFC32QdEawP8E3Oan6v9RwG1AM5P/tJ39iQ/cSO1zhJKYPUQ1LJCjIXGohXgtGeNGDxmijx2+qUIdSzzhgxhqZIZ7dP9Z13G/ftUqM2ToWWJNKyiKweK4yeFxV5ARpPTkhNo1ovUY1aDjWAFrmL9LDOEfnptNbhydG1VbEQiqzMvo8bZJAYpUsDBC7C970tAkIHPV+0opJKcbnonFQ33XXNYd+vmz9uO2L1bEYYoZNsH7nhbnoiNyODpqOaWqVGn+VYJ1WY8KTPzsxwIXL6KTbbzFMFWelfsSDaJrzWcDzi0wk32oi+V6K1Q3Ofv5ywm+LoSmvDvixns6kIlaVYY8wvjfWoy7HAj0C4MhJO+3mVxy5iF+eHagvF5b/p++suDrizEzswtU+l0NC+rYk+KL+qNKEaBfAIQXgUS3SkFE7FKm1T5Dk29LHDwXKJaEZ+/ZrARe0yZMH4UzvbOvhJ7PNg+FxOZKtWhsn56nJPH25Or1j9UIi/TExOc0OWjJ8RRO2vsZe9dQGm3yARyYL7YUkpWPVItOtIpaEzakegZiFQBf8iefuQnjUh5+nkLOdUlVxk0S+s1G4i9cvWDRkKge9+UQwpclZDiBEZeQe5M7yenG+vPGRA04FW1iYw9IR3dNZSi18R17Oc26cfZNlQvKHl1V7cbRa4Iu3v7nUusduWrEQG6lpkiFpYTWDJizQAG2PSYYL/rNl2en4u7ahCjYiPmVe80FnB9JNva+2rYsErp1UGMcoJL+9R6FDDQwViEeynaNEoVRNDqI32bMNLNXWDJ4tLGh2ym2ujophvwGugwdPpjLkTUmDvVNBKR2clwo7jS9hblFonUTYkjLKTCQHae41EJNP5BrdSC/uYUrMcbYUn2/cnY5WcDW/XvUQ65rWZBs3Z4ZpSCSNXgiln/ZIqLhmxf02aRtFh8a02F2AU1EhtvBFDBuFuqBssnY3zqCk7ui890qy9p1E2kmYfv2FV+8W2gYaHkKzaSpBqPwK0nJiwj2AVw3rMAUIN7s6H7terkRxUfX+Lq0pAjFGZrGWN+cSEilGlinBQYME170yCRIYh24De6XoGcvy+zkWnQ2woy3RpkVfFsntxIfLbIYFSSXA8/Ir1UbcNwH8kEsr2YXGdnPCD6K5rpAaj6fvS2TM1my05JToZ7Eq756ybqusQOF7SdoZHHhDVkS1NZ2NHrdgmUrHHLOlZR4Lprvy6k076poy41IEPNgrr6kSdpmoJC0b2yA4knNxBd4lGigvjVNt2FfTsYobpqOO5CGukJGz67oscMkAgGSTr5UJLAKNjwC532trPf36UmIj050lXiufG7uznXzv3C/8ueKywyPO4nifx8fJzdSDW3zymcpA+P9fo22C9p/CjSs54WxwuZZeJNt6lTpu2Lb1aVCcYcsbRQy8Zty6XR6+rnPiBkmn0RSfGcZINlgU6yn9WHc02ILp0ikbWDiZOhrY9FHf96yn+CPJNqHtpnj4kAxqMp7Qe8eqTegaZORLBB/05uE+wnT//dfuRvV5eOpvOVZ+jW+ZuDSsSnCPrHVwFX4hQcC5VkGaoRe3iJXEmuvJ6Wg1Mcp/HSOkzVotvFA6V9Jx0acXBVrcX3/1Z4Akj8ezlZVTZdPmzif2H+6pKpxTV2OhjBUqitEtx0UQU72PN6ZGiNQg2pe7cJ2gYLCOsK0aQ4jy+vKmzg5n9rYxkATGqGAXalmDo3MUVTBMfavXcyOXgNYmQVCzEVSvbNaZ9vdxVsuCmMtfvwnL4rqL9kqL+Nni8ywB8Y/epLfo+V4NiCeIPFtbNVNBQSPdIjyMLGq0v2sXDZWikAFqv8tLCtkoB299UpNIlDPmFxMGWRLfoz5Kt1chITnoTqhfqofcHYz50C1WHS5tpwY2SBeuHW0kOnkrXzitHNV3ZAw6U9tTAifJFeX+EQr8Jy7Co00XzEO+yiRT/3Ai6Uo6kqmGdF0cxtphQCCwbGXnozY9FBhrCikUHtt8sysJZC4gzKt/gY0mKdn8EMtj9qs4tEGR2HoYfTuZhp0IfJ4ULxIeaaUjFCizuBsapUVr0lMgCoS8yAFuC0GI4BokXRF2zapTUFpuQ2MqEjyU7eIhVRe23GV5ZmT2/KHBrnwk1eYW1a2wR1ElG9gzTJltA/YEhtIIgqqdWDatqYVt3YrsktiWKrla7OxwIQg6UhJtDgseV6AGFE2skTVC0202M1x89knB7N4gDR4lG0OZZ8L3bsitegKFfWm0wjyJlaaTSjp4sG/tTk9Efx67ckZgCUmfhyaCMBs+IA+laF+4iZxkyRGhqxfcXnW8LEC8iO+3goL2dkAbN6KYtoY+jyEvfRdxOfQPi2KIxjsCIpFRdKMWVJRR7lhLN4P5QXZ2WeOiIdKjiI5Tse1jrPgotGpgbZeDggjDSXfJMU/32JoouBYNrF40F7T2NC+kgGWfA7ndDZhn7W51Qx0rrzwrsSIiDcPpQWUrHx0FKSfHadkeD4UZvSXQYV71nixAcJULPh7PYmmpeXRLfwcFiSBQTxzR+txcbRf3g7dKVZtMfCv0efTD9lKPUxz3gJ3BM9JzvpwbDggwCnmNngD/ROYFv6sn1dCrxk7Osuux3VVFoFBo9rzl5nHZFUXxNY9gLo8JlTmyJxCSDX2AHjmZ/drggTZdJK3BDYquMdq+bC8e6dSQpEVL2q3eZ8DSBMG6mUiEz1FlRupDXDUV26XJWSXmunw2nH6kEDBk6g00pbGlpB0iHt4I/OJAiZ10qXxFYw4keQ096hHYVZzMovXLc0Xe6ZqoCCKurWqDi6N5gCUJj1izNR1izaBLhX+erhak5WdM40izn7h2x9T1y+D/2NOqQqWWkKhS3JgOW5hxGG8QIVOsjdNNGDhV2whc8CN71ztjvxj5Te2y9m8Z5kDq3QaJ5yddwMCY7d1noP3gtflTFFNzhP9sRn1uX9MrCsV7tzxibO82zyAcxE4CNfwBsMGJva6KSYa0DjrwhY9LBc/BwkXwz/tIp+voqT6OQ0ykYYcHVO3F5V79avfg+RmT9XoCt2cF2i/gU7s6HRgNEYEMYNxnPTIlLQk3GBpzJ+hM8jtRINd0uCaktnCF9bDCpuqfWodYIMXP1QV2j6rq/H3jams4jz7LfJNKvdAMtzb5eHpZkhVeV4My8cDsZ6eH84jlI39GBqE2e3dUfK/HBSZAtcW1dAxLNOkhbIeM7YTqaKlAr3gVkSyTOJRhr0mMRB8W4aNJ0uwFWZSAyhVUy1QIS0qHIt0HYVTsEla55Es4eoMmXvJ+r3EkELX83fln/BwWt1CFqUKjh8JUgGsB/46a0wjTbS4uvFwkd4vXTVdi4mH31tM2fbzBCASqMutO+Ot4lvpPLbIGW5/n2407UekDHD6Fw08pk1jrsBI89+1N1Q4qjeeNxwM8cNFmCpZ2aPMGOnoOQqnhZZEPzOSXS0Wl+PLhepC+jsMXtbZ4yiIH7gIFLXAQxDr61CVGacR53TvhPpOrenqvdFnq1IsTJWk3Z1yi7ypynk9XZ+fovK2t1oYqqwoGVXrMlN4jZuPC1IWgPDl8lpL/58Ob3v3bbmtHKX26ew87PndEwPnV6tkG7VNh32Qc1EYuZEl096cqKny/FEaQP2U4c15dq3TfPAzKpei52Xxx/mgwPQbxrAsqPAY7N9esmf5YpQ6SpSSSQTwZ7pOxdMm92QekYrBq4lDh/WYw1f3hSppkHowGTmSagikcYEe2sUbkvw9vIsTs/EaRyZV3MUGpkDORVzB8Tap5YsZiPC5SGY3r+BOsQck9eMPqZdCQ9ih9Hr1FaIsUcdiJGGW1goLHXkP/fWj2fS9Sjw/tOf5XTXCRJz14kzG9DndirT71dCfF2oMnmvixiGZwP/UpxLAWhIDo3L6oME3Oa18Iu3oL352Kxnq4FauT4ugz+7nK5ro56u/aec/lLUQps9Cq+kobrsJAU3bZhS1JRalXNMVEJ4nWrEHgWUpKsoA5S2e+2qi1jKBIPoZ9EG3b7ilDqG3keLhL3dA0xvcW4nhl/h/CsdMPyIGlO6SEJ2KY8Ozrw98qWeEOrVm/u0lviNy7fX7oOnhgtH1j2LiNNWIVY+g/xa9a19OOkRvIX3OpywCXZSiZQYC0bDvlEIOkYuYhNT/q/Axdm7VvRBUqtiQd8aT6lTcu2gVHAUIOMB1ppAZ1jdgZHcmWnMthDfOov0xIxXkS7+vtRlR2nz9MS8XCUr7I6fUm9SD6GmoZQPZWE7544eC9yVpTWXGyGMWxlgNSvWUisMB7pckP1VG5xrr58GFbvJQstgj4hugErn6m6GM2RDuCNGce1YN5rVA3PWRSdIyaECIZD6mcwTbPlBDuFN2ita+whxA+XxlZgmnOYj5PKbdVWLR8OrFc1j1BmEVy8iMzwYTSaGRbgLXgf6p5KVEh2aPPIeka32KUqCXighLEw6ICcxQhXM7Rq4PusQYh1eEYbSZebvNagNZWsWsF/8vX51jmySc9uEX3KM1GXl7VzgZdFqEvCT4Lnp5C7uauVvpvVVOPlFVhGoZoPZC/Dgu0BH/Y2y2k4KylzHYgBhtI5VBj+kqAcXqTWI1KNpTzwNeBB4xJLv4xTLDWfcyk0t5zBvdkRVYOZriI1T0fe5J/X0RQxKEwuy4yD7cmv0vooeeke7WR5BCXc+pT2sMacUgmWNtoFoZVW9w1EnfuHNsyHXXtjZT++jLhPeKwD4Sf6HIKfPitBAJ4xldqLpCLQ6dpW1Gl/jZCpyShNaeIEtZUrCX/ZsWARqYrjfC/ZGQkd0HbYF0E9233+nv1vVylXB2bLLrqgBvIwZ6gXyiv39ItctEBviNhZFMkbA2V7sshOdwv79EqX2PoLdulUh9AhAZ/XqXXTERIozVDk/D9hm04UVI2oOfPhl0JezNxfEVdQPHzp83HY9N0M2rsRtiKreXgsQFsh4fWNjOvhm6d5huORTATuCa0jCg1ON0Yyre9B3wtLYFnIPew6A9MeU2AQZ60nofLjy1iGxZ5mPaaGC5uFeFXvTxbTTtEeoMmpITvU+pchVncL+7I2BZjNBSj59JFaJQvH8Wj4B5FWU9DesMwzC3sIznGx+01mSELqHLI1NAHRXYG+pmxMF+EaX7scdwDd0zV1Dm26pTl4fMLBnbEQQRp3+Ik8HO1fSiSOVAUnHhL3soFOdET28+UB4sDGxtCEyEqLTAEojqpkhVSiU3Ha2OCXnSJ7uhjveoD7bQK0Rp9iKQrDMS853uvTaMJqgS03MTF8irp6HSn4g4kEc9lCXRtnnTWgsNtUCiCQW5PeZSYKTgKHTCnLVyVYzAE9SUevZGSBM7JhdzI85cllOJhZAaGg0+wmJ9or1cNJMNAPr0e6pSIqjh5I2WrzMP0y4TbSPZVqybU7oL4f6fAHzlH4tJR8maIhUUQccGfve4vUQKfd8NOpyN5GiUjsxe7J6sgvrQpwGo7stjhdEioXa4nzGoRuK73cqxjrjcQqJ6aWSvL2lQ7jwlzqIyMfpU8PHxsFkl6+qKc5vWPFMKkmyPjZ1Vw7348oAQDor2gl1Z95L/UsAoW6UKHye6eetp78sg/Ga9+Maw57g1I8l7gxdupu9JA6wS5bSXBgiJPD0zt3uHfmfxc9gh5sJ5IX7XxVcuoLqkPrQvDGza8ili0RKf0Lp2asEIZ1RNo0mm7yGwu6nGBU+9ZRSEOpqHOLbG+rYpIgoeqbigzoI0eyqDB3UG42Qyt4OnWl1LXP41DDmuHR2pP4YaR4VoHqoN2uWc5LR9oM7jmmi6YK4aF6eqItIWKbxonG14eRKF3whvYumw5EoZz6oM8bYcwo6vBcOJdk1j76gY4yCR0Xc/ZJNUTF736haeE5SZezN9OYRPgelKyqVmooVlG4NmsAGz8ejdKm+ne57KFEE/yuXtU7rkcWjaTpnqHD87jp017bGSI9lcirK4VCrIkEDCLF3qUIueiHYX/31yMWFhgNFhOiT8fQCVloqfb4Mb9kow9LK+WX2UX27DfAOvEKyaE0kP0XpwGj1Ud/4zrbJosFT5VgTAf2m/WEi2NZF1aK54PXhXS/4l0XZx5UswbC6bPO+ETe5NcHnFHWCCP6szTwpnAel+iP6HdgleIqdjRAFR+RUHK96g4ckUOhtw8MEhrhvv17+GX3iNzlaqwWmdse2duKWjw1+GYZap1syz2uLagMqmCwY8gslEnkZg1m0LqJBeUainc/RkLXnkQAFeA/brKpf9sglE1AUOtxNAqz30Oiy8HmrrHz1Kbw5pENPRK6cWpujD5niITYOsiI1+H4OZp8aIqfENK/oKIBEK+0HQEYsOd4MFSbrlwTaQb7Lowg3k3uZIna4o5xqPw81o+KnngY/PtpYAF/f//tcoNtIeNsQNbYb6wF6egrioH7LPm10nN48h4fugNYPpeNQvNvAv+dlO7eacPApr51YBRlmk1I88mGCi5DU4fScxMNqG2E4o/PgkktB9iLkrYNlRVMo3gJZ2vv6jMhDhxJw/CcNIAlL1uhTXpuo5uu9gk96YL41MwQFkDuDumhTmhG0m16I+M+RBNdSoaUFQbHGPJsQGYkRa76+3rTiY2oERFnBwQVvae4zfcDn5ZjangRJhZRtFUPepjoM8YON2UhJp2O4jgKQy+5KkFF+l5DedJ76ojC73L8gSGFYQCVaJkLj90yYcwZfeaITJIttRLBYiHIxEJSUwDnBYY4Fz6rVZLTbU60U/PU59OLLy8sVsHXghsbY0uY2nrnxSGwQMN1B+HztNASId1RSgRSuUdkk2CEaQUdG7Rm3Gxc/XUgWZU9vMQRuhID8B5hYzBKNDgfRBr5NHeeum3Q0tX9zFgD/HXfsKUHcIClRvjZt5CxaZHGkF/ll7t9vvJeWv6Hu4qR7P6fsHSXKaC/t+UXpae5iyf/mI6+HiZCMDPrD6IH6CjL6Brfpv08qsuxX+rLLIc+UHQCTzxumWhFDmpxPuC89H6LLaocf+Qjor+rLTkFNzScuhL3Vsx3ssrhlaGvTCvyRmD9Ry99Uv7AR7bY5dUvusrR65b9P1lmRNZiFyBbuXbXepYnR0gTryOZaA07pLWYpYuyAupJpoDm1S452ZCyHDw13T6jYNMTLQZxm6QjDAo9JhKuCDv0TBDpowYozEtd+GI4a43l1gTjVE913drJvR4HrRUGkbHWjPpykPtm0B1A8HA5BdEjV9alMV/dEvSk7l1NLyI7KeKROPLP+kIhyvQjxvsJUceYFZBEfsVWKE6xQYKbBOzSphKwh2oUfOEgc4ip8vUMtlggfq0ln1KJ9I7gSZnPSSRfkfnLo2SOatmKUdphNDBdS9ogpGOg//ayS0ROraLPExr/j1qK2Sw5aIi0tXNCrDlCgs2Ku4569O02DEjxZL8B7IaSYeadSmGddfCPNoeek7RJ05bBVrMn9TwjeCspj3omAOLL6K3NaQ8CVepRAfDoAR5xRYapdQdkuHsiYClYTgKCrhbBh4XoM7oGinp0t2bk+gkIOuWXLwXvAvenCXbcclJwdLagoVJn0U1H4UfZmc0rTK4IG9yB4v6U/gBajf6KkvWXLoEv7HIZhrvMforaNUtMzU8W5uYWkvo2T7lgXXrCJYFMBMDcZeolsevFsKmsfNOnXuVOxBIyue7cR0ZMsOyY9hopdbEY0rHlMN159f+m386dZt+QuBiGy6m2S7OOn5MKtQCqFBtr4AyfFwrh8ggwOku9eCmhFmKxZJOu3tewQRgFvnbFVtrvqNEKrWY6DysGq9MY38mzDLEqpfiLEYRiRGBvgo8PMTfM0DzZM9wHkLkbRrkqnKM/aUeNo9fyOBqlCC4h0sIgUL5coIU+i0VcaKujM2miiGC5yBV034T8pi5UuusVgkhPqkr3RU1ICwQ6lnAKnjkLhlTQIvhsLX/DpRal+eoW7HQkFrwdB+iaWmH6Ss7M0ViOVwVxOxszqsh7g/nGWqpLLlXfzDfvPp0k43Fb9PwVhzV6iynL/BaIOakEiUPYBG7AdXhZjSluqlLhDmzKhsQH6RvKh8rUfHWVVehBHu7isxctte////e99OW397dt5V/9x/8dQ1QLrJ/94BNtQ/+e0QF0r7nCD2C1Z+2AJ5VB34hrUXop60NieUvooXPEgnU4Ywz5wvcCbK7E6cZAqOaQ20b6LgQKKvJaRFohHbB14yeV4eKIDpdTuqTtxQK16FhoYHyoFt3PgcpYx4VUiBOXhtB+c6rMKeqXrYwTAUsXlVTJ7bHvV5P56nHhZACKPREwuXQOJVPeoARRvZlM7zPbiabJZelsuiiufXLPiLV9YiWWR/QcG5jy7S9/PYEAmzc9nwdzefA7t9woM8GWkZL0xkwDgvx61tYQNKr6vSR6v9BWYREuIrikuCsnTlWp06A8tQeywQrqdR9wgBmwP5GWMfI1ZsMaZEutqlqiqKgL6SSJDAFbu3kfk8VzsW3398M/3rKdob4QUY0nvChT6JgrFUIxJ0qGq2ZZ4crfLQOGI5+DyhfK6xsMqJE/g7PHlfHH/cW2yjpreLqdIMlc1u6ZDaLdtcQUS6Q8QTWBIqDav4dWigBoLO05MO5fIOSo4Qz0cDeTkjS50b23mu/Vn0L6/KeyQ/xt+NHe+8Wcv8Xa8YY+7uiZuGddp0GZzRdOOcOCYzR0cjeGVn52rSJU+4SHoEXKdZkBuLSmLQpQSklK2ObU0POmZFj9B5sgF9oOUz1Vzgi8TX9kVgnsFntqD0tNTEZI+tytAhXlGutiY4Jfwb/ZADt0LqPRoYHn2/FY4du5zUnV0xLJ6nJ3Q/vNx6MH5vP1ilSuekR9re6XQK+2ep0QJPKj6NJcKUJHOTeoSimQS7r1hm8pvr/89p54Fd7IKYBm1sAx4K2gfI50ZwrJAnM5Pv3jRxvUJMa7hESpb/lmYDIGkna5lfslGjDOOY52vZN55GytmYuRjs1Ehbq4HLfb9bUFhQqPLH/tqwpO4ZdDpNnPWwaqcqYaHw1Gn3yfLY2BmPZvIx37JpXjMuJQcDUMzhkYwpr3PnKoRWkuiEQmxfRc1GepesFheaf37bdlrHLNZJVc/riW5QYxQ5OpGho8I65uR6BtVA1wWM8KxRYgdr4Jo7zqHxSMwiCqhnzRLlHVZGfLcC9XLMpV7+PnDSqPWkm6LLy/zQnuZqfJLHyynB8RRjg+sR5os3PPr8YosNn7X/P/KuHiNSVo8LYwDTP0C5SQqPtHrfqR2I6sMEli9DBKimZSZGd7dOSxnQvE/1f9Ip4YbkrhJkHLO8di96ungN4Wa5cnqViLZY4T5Or1o4jqtViq8uFnj8n39XCO3YLxjIm20GTupWHxWHhodE+vjlVUHZOiNXQmr5cebMvQ7bAhSVdhMrw+VqgYZqljaQTJKbCOxGJZx4p8SYjZg4U4H7l4GiJZhJ90SBDBf+uOuRmCcHndxwhtWnPzsiAv7BN2/ALoUl7WXsWr2rmEI3QmcQuuSCkDQZvy0uv3g8HJWk9UlcDUTgbPYEzNzPLZ0tCxCXl6q8NKljQ210r0ChUmVUvMWqb7vN4L0NMxX1wzZhRQF0wRDfPKJQHhz8p/nq6D+VzdjzvY/G6baKfeaUhBsslskSu0uAIm0rSpH57WB0GfS6XPIRNtLKZxwpXIHA/qyAtpnJEUeKCH1TzJj3WYqSEpCpnL+4l6ZDownKUE9JkYM32rYinN63PLPE12Up5N51gBdMb2cK0qk9b1CcYKsTjfdbXq3PxgLbTx7856uPuy2pNeHNqM6/XpBk9K7aKuOCPIf9Xe/J9dz5506bmUI1UhQzZqMNAuG64IG93cNwJfoHUdVIxFANrk17Kk7r9QSDQ4NjGli42ezHkuW8kYjZACGNOwI+hzgRGCsJ963MlwrK9xPqMjiPi3/euz61Pnke21DTUxZj1WLvVAstihaIi6nQTmwFynzP4V8OEUgMK1mKeGlVy7APpr27VpSbHxRLyHVmfT1FHg73UnKZkbaXwyaKpl91FbPETfWRxhXwEN7FczykBFr6mH0a/0qZLOJPyoBc+70BchHfSCSsTAJXrA2P1May/zeRlBZnibEQKpw2rk4ss6url97Cg4eqY9QkrOu+JE+bmdnxyQNg2vIvgwcQgXF/vTJoBs8pBkFuhnxoEv9m0pX2zDQ3FRpB5ueTz4stpvleWICb4LOCDSTKp6YqNCZGeTJtIcXOGEhkCBdoWgRub2qWc+WRr0DQvA5CJSoalDlkoeM81Nok1n8WIo0EAnQL/LpkTNaINULS1IYaNw++PXtzx5eabk8jRn0iBJKnZGqbMsq0zkh68ESwTk7lJNIFz8QKDPriGBhDaRVw/O+506QjRjsAPXqQXtL+8l5uhPX5ry9zzZwCIPp77tVJS4tD1T06PihjFSFbm79nu0NYQnsm/jk6RGnOFD2FH4neBXNtMwo9aVmkV7yfJCfVN/YKoltGJSP+7WdigXBjG2E0IQ1/S3y+4JxKfH6ikPfj0zz81MnAyyvNPHYp/0z7z2GLAi+ECLWQe9Bl5Y7Udte3yNsOAjdBcm22r0gJvHJ8xUgFTjE277KGX0cywm2iN+3lc/Mubwk71+XOf+0z35fz9BhRgsgNHHXMNy8YHmBW02OT/sjz2RVGmVupGoa80UWJng2hez58b25dPlFD+hkNe+V3/xgqafibcbbQszYgtNbTV+iQI4N+oMfKd7HTr5l6zRshnehIcxvj9PfA2036QN7OdqaiA8vvhc3MF3d7CDATco5UnCOIhFqmoBQ9waToWS7pxSvrf/CF0J4s7ZrGowqm0nNi6eczgq607sa99FrUxz+29Hs9axqGjnBN+Nq1tTHc4Wf08QNXi0fAbcepMtxx4Gpn/81RtkzvgIDWv8VMenTXJ+WfAxWTaBYRpd54pnIQRpKojT+gCN2rUznX41t85SuL011wTEzLsdigNWUvKUI9i6TGk+/Q1KpKRb+spLy6Y7NeKuvAgO+LBN+iFfTIMYHX/oLx3u7IzkSqmLgcWdYmNJt3OQPg0fp0cl03+/WuRWReWTLzpB0pzOZsnKslGhdKeoygCdw98dK/5NaYRXE72kjNIczfsuMsvnk1Bs55tXJ2froomZtqZaxumUA6Qh0wAdOja0Hg/+as/r58066kBZPb0Iv8OhTfLJNhplYlglXgQNx3teutl0W1J9WB/fzKy/IP9JbW79mNMPbKTE++Jw752oRAcSZmegwFb75VD817bvvCcqJfLePK437lUbfjITXRUKCsKKA8QiWIOg9+QFSgbUXB5TUyNBnomPz/aHBuV3lcd8T5tEf0qQfdDXr9tNjhGZJQDfFjVIuz4UbRUpXTf5wsmuw1UcCcmeWA3pPhA9JyTa/BA1VgXBhInOvSpMyZzvyWl9kjoH7BWLbnxwoeF4ZuzyOwRqhhuPVdOlx8SewpDBA8HtX1aHU0TZsrcl5HDw7lZOI1KnrjtnaIbZ5Ca3fV+IbsmEeWmmmJq9M53DcFxnMAQamzQdxz4K+ub42mC5uJI8W3IOa18AH1rjyg46Ll6hX06dq0F42P6Znw4wuNiElVvWOn6UTFG8hQUx26mtjabjyyomaeJ33+MqM+ceUZSfsnZ4asJP2a4Gigs2UzK7Tl3aPqQVLpYF20jvPUGhhrKOT7277SnDOwKsrULW95VncjCdGdlCWHgFMLj/F6VlXhNhe5qycf246rs1i/43QijDnMc1fRfAv0VV0dBS+NfVCQI+gFa0qGrIHTAQPbjjqnBlVEiOwO7fDJIUplGRyh1/GwDloTd8BmMaujtkA9408ksaOHFfcUHA58KfUz7n+btYEifAQiFx5mTeWw73dng0eleXkaMEGgPFwu93cGJfXs6i809yyqKLefjQwGQvxFI6DkxtiGrzla8cS8AA61x2up+0Q7REssw3rDSZhI4uBTrmI4hsNafTABX2AsmnGVC98IJR84lNOXw5eggw5ZCXa/QaakY67dmf9A8kQaoKSasWFWYu9kXjiwAUz3nAV81TEwlSC1K4EKh0wHvQMiSHKrPK9DNE/6pN/3Id9n4G7+sCncONmifwc7BIkMayBzsSEXuLsZO8ylf90BvceQDClIqSfMggta1qqA5kV3i5kN//UKKkrnoia9y+UK+hgZwDFwRmCmhsLoqOe9Es3VZmJqATC3m1skrG9p7tlLz1wdbtB2RnXYaxIze3Rt09Yv9mAgPs+/v8uflYxzOXht5AT/PY4+/JpcS26WhgpR3+e74MlgszwH78LaV8/zlsSaFCV8NIrVJY7KYyymTwI6khuOdWZDrscWUDDDRjVFbRTHU+egXOT8cCrRPu9uNSjmzbQ4H2FUqeftmP4iTk9/Us204Cxxc9WsEhnaDICJYN9vih1+Jj/EGq89kXVS5/dl9olJ6HCs5YT4mND1sG3BN/QGlTnTKzbpKXsVPupLCxCcqIYOyqBXusN/qAost8iEVys0bgXS5zv8rL7rIyYqcUHwsRDtcgs2f/CIgVAYJ8Lp5OTvg+k7UZ1p4NiKsVgPCFgGOlIRrDZhtw5Bl870Mf71yvGHhlhoM35D5fQJSMlbFooo4L0ElOtyns04MrBkCQX9SL/Bvz3+fGRjMW1LOlqNfCUXTcT/6dtGyORwmwTKSvsPbOr6HWudhOQKzu33efdnmZj7vE6bGkbLCd5nKCpcv6UiPmHLDHYzTf9Sai2gtjPOLem56xw/T/BR4+lv2/hic/0+/fZShIZXMfMdOxSR8jLh0Ns43vxx0pQkmHhYFZW7cB7E8uFULG6acK3Hsp6aPm/5k2/77vtm2ez/oyCrMAIE20Mxsl+dRNjk3Z+L/uMyetri7igOZfgI6vtS6w2O6aIlJv6vpkvv03784XYe6+B6yJdgLBGfbL6lhucLsGh5fEQLZTAKzSk55lEjAomOv/fAA1xXfWKNoOGatPtuiwB22zqvXwM2oyHo21/kh5ucoH9y8LD1ZdzDSbzmPEaWPr/am/eUmIij18gcZ4e3AMfPh4tJQWShxvnNf0iaCyrBNF4XrOvrn+z/fqv5Nts/gcyK92WlWdrh0tRD9oTjMhkKvKR+BMaDNMTtTwmKhNrBBdnuMCKD8kcQSkzD9ejRF1DKygOferexuzVeg0Wg6oh5lLQ/xqAZhCaz1qzSlRtVUXtnbKTEoiPZELEsxcNqjCnllbbfAghsoarb8Xe6hafRYGUeU6NVV7nQ4RIjylY7f0MpLCSMThlLTvRsFjWxpUY7u89ZQrAWylVTspXlXlXZHEDbb9gIOvVavhFajM1VpJv6oD5dgae+t0Gbe94qpLPAuQUync7dM+/PAxmnZFYM8DUQ7xqqvDQYaAoMp8P9BXWBnqwajlL0Ct5lBEZDQ0o6sV3tyvoNK0FTESl16kcJIHZRTbpp16bWuKzA6cfcMoo9dSlCuiELqUSkcoXXRzviIPJrLHXfHPoz98QzNf2Ime87dpWmTIKohIhohUTTGP40uXROF3T3EtAv592sCgmO8+AX8d2mYBJo3OjBBukMb9gkeNBHt2OX3Dj4s/eLSot5C0p+vIOJhlwjNquvYEJUX2yuTbjgGizu+/hWwDvv4KX+40xsIX+Ox7RtQSbT+4ZR3NI6q/1foAC2Z1q+DGhhH3fmTTNAN89VmiXIWcSG/y+He1fj0aiu6RuRCUZiQ4fZQbkgU6a1KhhKli5F6rlG/QJ6M380o+9pFAVbEhHClb9I29q1oQKYVIt6IV86fgwEYpUdwMYVUw3BmNxW6TqUeJy8noDOvHpmzaUq9snvcPijZGcu/OVTUYedbtLpOAlSOBl0h4ZBHQ7MMqjFVPwcFMlqHP2iu0ajkZsJia7N5aoopydSD5rc8iX7KLpNTKfGszcRwZywcyBqI4aGZRdhEhawM3RaTSlUPYzFIyFxW32LnApivk19DPM+Az1vRZ9mC25awx0NLsfyCYfSYDtGmsGg4J0g0v/j7W9syvOHsTeqaOKLs2YVuTXZGXhrimZTy3SIUUskOx0mnpbNDabHRmNp5IkPn7ndqche/AyQ0aTFuQ6m7HITFQHYFQyzLgDFDIxQhKf165bEFaqrQpc4jU/NbrFzVcE0RCsq8M07yjQEKHcLZIo59+o7/8yYl479K7xhQhlL/picOTKzpqFtsRdtVidRD226M9CDomKGzW50tiN/0di3Py8FNdbawpB4OFbVE1+03i7WsNGLvVL9UOGLlc3VEnrEu6C32lrDdi9VOIo+drtEiR1v8hknv/eXTRRNRIRi/2bVqIHSs9NbRwbtEenKvx4whzNFHKoO2uo4U0vdo5xC3W4r1U8gAaNwGqRMenIDgLN0+QvpelwkFSfX7fokgILinHWW6pFdC9iNWAbZKSNOHSMCvTY8NZ5nFSK4w5i1YrHo2mT7kWugHjeuwYK9yNgaFZjntG3pYr82iqTQxwnVs6MsIThI3zLdcaInQ00/tyRdfw7WzMxfEIEa7tybNhm1b81/nbbaJHUovV26ArcG2jDUEuCvPSrkpNHqnZxaQaFxk5zKcPWOdXZr8sQ5VxMwb+KKLg+xbzquL5bsv/U7RsWwFhcP/Jsmxh/P9/8D/y1dxF4+1Pb/gA3/0/vWEN1H8zxu64+8BkJPT/KUT9/8Vd9zzx4mrYp+yK9/vHv7Iwkwfwtv5/2S3alHIAr1zTRKZt1LRXXCj1U8edp3Nqtv3rL1+vz93/Rq67/smZJc8/PMPzbFiZYG3C0xUDuMxlvQ8cLrjgcqHQQSBtK36BH374yc24PRMsLlvgPO0inN6C5anV9qVJj+zbWTckNsfLHrp+ZTe1U0BzebsLVjjmOblEaudfnHfqtEB96HymuRyiNiB90eCAAv6HYDklLsF2KqGHA3YTzdE4NO1QmEcwCQqlzdB9uH+CIpmy37Cfdrw5ZtudfMvuUfa8sIWcGKe2oAv6OW3FF6f6vIozuOPOX/X8iZ4+fHHFF39duARVGwqTxyGMy+P/FEXKFG263fD2odajiJtBSMYbFwbjzJCifPE+E61kft7GpEeOL/+V1TjlqmC5SGV5XDiEuhImQ1WnRt+3ngq5+A1+vsXXsbXehh6fML8hwff5hlx4UBrzTbn4IJLlf/PW16LhfQnjCv3uNXk+8N2Dm/GQAGPg1J1P2f+q73M+EfZDksx8F4YvJ5F+6k3upG3au0hI7tf70wXOvs0kdR88YnPvAReMd/OLG88WgFMEV1sMLpHzq+/rf8TfkrxL5RZ3Iwiuz2XfSs+yU755f3jIu9w8UAGtJk6VlFGsRmiOIHmeFYYUBp2t5/Su7TmfhHwSXCNg8U+uEEegzPohdZZEwDPdpN20RwN3hUC40s3sXcDVZSgHxMNVcoc+8+cdPrJwoIHzkQ3fyWRrt4ywKjc+E/wzTr5LTfd8fbA9nWLb5nJ3Z+UMcNftknnB7p9Z6eEqIWbiKkHsUOJ72cMnCm4SSb1ppQYpNdgd+LnBDQmJB1WGsiUmsnk89vEUUoHceaegFhwoDqCETjQKe6UPpvOhhgNkckHkApbYtsM/88Fxmf2HWbwachjdA5cO1R9361r5qXnnvK0hdKwvXZznrg+F11m/BOACf1/0DRzn84WeO0/UxgKbdv5Mpr3BqVZf8JdbkMKXPjbyunCISzNzacKWLvghYHIRPi/yOFN3TZ1NLvVxoaR5bhfSOJHr3WvkZ4TuBt+6WQ855L7lh5etaFDqVaoK1R0aRpkaq0v7EPUne4NOD41/P1tTMi7WzAskX8mkBy14B6mO9GJ9CJlO99qt9egKJai18EwuxaIG1L06eF7elY+9pl7yCaZrkkB3ZkcoyAS9D69Zb8DMtTVlBK57KKr+YxCzVxF8wKlRddnmt7sWOlgIkvQ8n8i5ZXA6FreR4eSxntDHlj7LjZb4dOPFWAwFQ1wiJcgUJgqkB9ldIdbSjMvtS2pC1AR5hKZC3kBgfWAtTIUf3lKYSwkR97DIiqHoWUno/f8jA6Fh1hKam+ABaKadr9FOdI8EXkepvNK30HK1WdE9c5ObsRXa1UZU5/ABGQKSZRZ4tjcZR0DO4vUEQPh4zMRXLJ9nFSfpSD6ylFMFr5ZnNaY9kWZkGclArhtbunitP2nFDLuYlFjplfMQ7xV3hBOxoDgtR+KJAqJ4f3P+X+8i5BkqKQ8T3QH/DG+Sq4Ut1T4CvWtQa92M/wfXZDQUsOgEmyGDtIi0GHlR2RZMxVvlFuyWgeQoPQqDW9EbboK95+5FmVGYeRj95H4yv0Xt27MojJ5E5XZXrJ5HdYTJ8xyUkHtYa+vEu6bhGVE/A2+MgY0IU8ZMZfCiNAL2qxqGr5NxO4TwiPDFIl++GGODNu9t0t037XB7fRLu0bXfUVzC+/Ypo5thxMW6SIqlHePsprHXPGs23Y1lxEzOzI/lJrmUUUQRVRGYoM4DE2aoRR06PCI0ljAK6on1HXNsCI3eAmksNhUzb8cPHvfex77+7Ae/fNuX5dif5Q8bbGmjWGGDja/3Eay0FABDxH/uV0Vr7JEETrkZ0+6/ecQCWn4PbwTQ20ZY7ub0VWZ54vJN+N8xphFpMhmdBE8zmORHCl6RLLTsGDZIbvM0x/pikyQHLY8Sf5mziSd5Q3QFbhiJT/cvpMVJdZaYwom0t68vEk/oTUrP8mTlpAVgzwlnUv6puNrp83STHkAzZQBG6phoNFlhV38tZstY/lT3fEScONgQOC5hKuj8MuI8VOA0k29eCOeclf2XBeUMCaRll7mqJ0MYibNUiNUQn1dxO3V/qyshK8WvsO/oUepkfiJDPtX8pVzF0JRLS3iean3oHPMN60xWdC9N//FZMl4KFYdTMxUz3T5QD9+ZzwupLsUvVvWXQ3FuO5oCBWZGqX2CTtRQgxXOTBvgWoc00Qy9ed5rQjYqWkwimQQ5R5DJFM4/ybdChbF/nkI90zs8w7RUfGqj8TjxNw9OgOysHzLM/E7UPN9Rj3ixTi5h1Ix1jR/k+cgvcFlvMrD17yaSL9JnWCFnNS/YICxMyGwsDazvxkq+4wEOjW0Rt4/T7g5M4LmH4GMcH3OZjxa49eqo2p0CFZA5Ij+poMQ0V9bUtB183W46aux39SOaHydV7VMz3C46ctpw0kybRbwzGheU1/5QZ1RPt54njQ4zHY8hqynXYXJwcP6jXH/xj507AxPykBbgmNCxU6vkrWjZ8h5FhRA1YxEiODEzYafH25DD2/ioUnQuPg+PknO3NH5I1wVXle7lMo/bBTxUGAvxlOiJcyEABxNykxdeCChjfuPLAHVMoHhGA8ISR8VDGdKTEBNhhoBEplzuGWdKVMf7SqYe03o7Ga+IZ9uPGZ2VR1nOC28JT5mhwJnTfYwsLwJYqCpHOZRX7ohQQsHHSUQStBK7yIy6HMWhjxPb0O7oR2PuD6MK7fh044e91fhP6v55znnd2bBcibZg4Va2DHdrT4r5re36Gi81N+6fHvzXMTzWNXuy2kWONGepb/572Z754av3Pq32MrbkVn6p7z7pc8vuZC4+Zb7nzDrPss5bYz5PiN//Tyn/eab512ao+lQaF0dgLDAmuPvLU+JvBRY6+L+doYmUv3KlqZWB/+aORFGQvyI50MA5dpSRFL/8Lv9NTA2nSLKH+S3QCBFYXyoPqwH/g2RYMMeIQULOcEriceVk8e7qv8poUQsbjwyDF///Ofw/xAtOHVY0ScSVGjVavWTxmpzSEKutEtQxH/Q/Kt15AMJGiLmBYt0j55R1jbOtmcqkDT46QRCR6afhDsHxc2GFyyEy3YMSUuDx9UMiUld9dKlUUGCLtoFU/zFht6HlECKZG+hlmx4lppJPVz5jprTBx1YFKePt//zPPCR4PC+nNHKmBKs9A/8GtFUfe0ypQSfKLUvFUGzx3RNGJy0CIQTMDVS/b3L/Nh0oT1V0lrbw8ainPucXnZuZhwSPzZn0xmF5GtPVocEaaBz8lOjUU/95qBxBA7vh3KAn5oHkNkLMDfS1Kr+B4rO252l3jv/SBh/rt7gq/+s03CE4zr8bF+MSme5Dh/TcOPqpMqmr/mqpVNDEfPlJ56jDdAbsgI4LojhNo8BWyNEyEVGEqBiUaPjUuKruUcMPWPGvRCbTuPr/31Tq26O76FCl3Tu7QfbTb2YLpL/V1YoBbGkZqui3eUwmgT/3a0wEA3JInMCOf8vK2wmJiIIh0X8YNgsU/QWyKf+LEa4C/q9cr0yk5FMmUwphsfq/0qsxc9SS81+99Qy8H/lx7oogtZER/6Ux8yQn82aCOGrLXwfPT26+GIBZQxN4Q+Sh60lC01XL34bnFMBZt9nlbdgvgUiCptxjo8Djo1ppRQO2FQJ5mAuIm/y70FSFRkPeI/dKxA4Wl1x/wXrlaH43ackx8oBPeLcXH+EiFAA/ScsTuR1QjhE/fKUjl3/skSg8NsX05NKM+z0w8ugaCRSlGc7K3UcEvGk6CtdkeL6N/anLA065DIIOR4XnhyLN3T+Cx7q81VhVchwtvk1f7mgYkem/KFkkzRC1HXA9cvvVJJarxfNNhEuoLPQSPMSvCnan10Yv4SZindcYUeq5ZfJudIDrSUbr0PNwAacGFQMeKNUuDtdHesUBAQODeBDDDp37y0qI93CgxAApPyzjyzSQojj1WTNlchmQHVTGeVQznKWSctInqrDDYtdw1T896zCiyfrRwzQfl6nBAYJ/BwGiFAINKk9BuF+8G5rgu05QvBMmBMdNPLd6pdsSbWr0wNGQR4FRD+5XmPfPSEMqJwQ9uqDhfDL6BTpooY1DdLHGASbYD8dfj84RTXSxxaPeAOZIQuP0i7OW+P2mJMESLE1f2NJmRuJDBMKSQf6aD8N4oa6mFJKhw0BH7KYjRxYuB3T+clueg6aYdWBkmUxcgqUodqe7G9eE3fOMCkfb86zVIY+RWJLo/Ew626VE1uOUE2ukWo1QimzeHnvxvOrbA7d0TTtuTFBevQBU59WqjvPa16qVriVcHCgWPkITR+JCzi7XsvKaK9CSLIjxrDe1qiW4j9clqRKgCFljyWrBOWB8wrSNTQdiwE3cQ3HWZ9pMBz3CCQ4TANQfiRVrhjU2xxGhu4QLKdsUptCgESMQ6ErGEw6j3gmFXxYkZ492/Z2LoQaPcTCo7QoWCfDvf+Y6RAIitE4HjrwBM+6Dzk4iAHc+peag6aTLZuF0kyo7wQjKyL46Z57P59+NNXVMSeLmfYgfwovMuANZlzvPwmbcsEkHIb4U76ZpN/k8aKWydoms7ElGRiA0MrN11vAJ8Rod0PbYI5CFML3DJ3EOl8PVLvLSXQHnEEIoZxs+c+Df5IYhSZRxSv6Ya1EbozIzr3TAsWLdsusc10wXfVE/vJ21mr6EZA3JdIxsFQXvDWgBzNvUXyaCEbJtZGlkpQGZICKzEsdXmMmJStqKE+XarxQ03XcipS4kdBZScAZ2KK/vG0AiV29YoYQUGeT81ybHr5w0NP8ru5a/lB7+LNUDxxkjamdTRlWP+mk6vwECRYhCKk4w+C80jPQREBERGUwplRGiblaMeTuAjf+Dyn5tRCfOMvgl76aD38jZIcZhTGoMZB4L4k0fOOR1b4jss/+u6Y05KZxSxoE14S8YHEWVALjbZfb+Ax0fPicDzQbidezVW9tv89X3f3YEjrOZNyMLfvl71dqC2a/eLWBpRtuf7/vRjdjDgQca91rOccdjYyFtIiQxTsRAoTBoIxT/uqiInxQFECTZpO/9Ep8K/BRR4NdMARbFgA/DzAnAlEMXRud/5LOUEURe3rP9hziKkxR2oCJEQ3EQitaw6NEd4FYX46e4WflKD0Wu9TVkvvCRG+2h+mG7QSgACU2WI0JAGeeW8x96dxsKiG5NGkLgrJDeTplwdeZSNbP5ET7P5+U7bibpo2CkeyDHbQVn7/88mY3KWVE685sWfH+17kJZH37d33f+h28xiCNGccjujepmeAcvwYpDmQZZ+9u0dFdN1rLJbNpmuvWZMOzNVhvA4eOw43W6znHa72dckyvP+lm4KwKlnPMzcfJ0TzbdnMWZn1b89/dkMIVqA9gbLl5cmtgd72XLZUmW3BbiuRYVBvpkdevuG1Zk41MoV65Wu6bLHqGXMkz9HT2mjW68KZxNs+a6KGu2LP8KL4FYTSG9xCBuxcQ2XBp+wmRJUL2QDEpasXfrTDAU3efqJhONZMGWPWdHEM+/m85pk7e25HHd3kS3DU1dH1oujEFAc4Bgb7iP4hbElr1HUFof67Y3ELpcQsBM7hRTEpdmmlKZ6sgoKVFnSOdRW0hzAKaKybIHy3EHN1XLSZycLVH8BPJ05QzSClemZMUUN+FaUWKkSXT3Qorc0orMvUjLk0dP1iBQpBFlqjXrUG/g5Nz2UhuTWjE6vNsIRKaqD42PEtt0GLihmO4sf0eZ68beah4/j+W3BPVaVOl6ftBcEGoaVkx981mzZNnqrwZ5NzV6A9gbTl+aiZQ19yaVjowjTvYMvFARRXZmhQhpMiuy2PmktOCnf1YvdGqUIUBvGE4SsUpCbm60oyEMAtFKYw9tikyeYAYNVE8HVZPVMJpBNtxECJA85jm6d1zN6escJ3J1NVee9ZNwVwRKOZWJOHW6p5pujjqhTX/mD118NCWRNoxIYdWD5ZiDV5ltZUc49BTO8+TLVcipsC2ATFdIcWlUtqnTmo6+novethGYvd1NaQ+kHnkvW+3ZeKa0NejwSpPpPlkjRvqZFdn7KVQrV6tdk/4LM4KXqmm008es6S05RPNp3mKXZWvTS6E1ynaesQReSoMI2MQzSUS62x48jvHmEDEUQDcmhpP5UiLjSdVNnXYNxMohJpzPAuIEnlyx6fyUElWea/dCzzHF0bd5CUUQiv5GSIQrjZOb7kvx9BwhcvBUjk1FM0m89WF+Hrpy+UzUYpga2irdWi21X/qNdErmLHpn7VwmlvFEd+KhLdwqsWlnGM0hYDs+cPQ2nDRilYbc3oh7jiAEopXGHtoUmVRgGayaDp6YrEZkTpLcvD/0zaPaHMmhPC80r4oM7J/TOw23mc6TJTsnnXKUa42ZsjGc//Scz7NvZL7dPLdRFNXXcgqC9tO8ql4VLUDvi/z4DL4Q4d1aW/SI9rlJyPZNuornZlvxhefGC7l2dtsOnEwVRXXnRduLj7eQaQiEBrG4SdvFBEaAtNRgxYWeWLuXAIHCAa8M+/vFw2Xcgmkrm8MMVDvUaNXgMmPQP9TmsOFYt2yghNcb8d0t0aIna1OW1B6enmWvss/uXT6RZZDD3MBvkBjPS/SU4f2+bpY38hS1Eu36NJhs8Ro23BWs/Db/s/VpfbbVfuh+4XQ1urkgTXT2WDa7wTK4YRt2eig3Hp3/CkxLMGQQaWvC25IwBzc9EXL0aLBfCADAkpa5KyCiBPZ1m5RIkauS6DCkzvq8azNLTy5pyWGe2t6uAF9oo6jvAvEFHjMI+A2y5XkHns69H8lW/8d/TxuF1IQrJNAwnFRbUa/M41kpj32gW7GAEcX/yOeKxwyU3pLkq1K0qGz3dAZiwLTW4sabo/DTJ13g1hS3JUVPYLowHyT6JPOSa4K0tJy7m50rlYInhi9Upcl1mvUa0GHyxPGF0fS8mJZnh6CDBMU0UdT1SNPBzwJTtqSM5e+g3HWDV9MXPoXKWoMOfZoMPTfTW7hqmt6Sxmcv/ZFz17/6ZXefXtAM/AYRXnlSK8G53+JW6kOdbk3gxJ210K4tP36NQ1w/0u1PD7Jn9uDa2w+EBRhAb2DQO4LxDvG4yUt6kkGCsnTgxIeZ1BNFFkW2PalsSwoDkUVMeCgQoz12OcWdtLYz+DJjgKE2ZsOxbhIonLf4kzVz9PaUtS2lDiwzH+HZdTh8lM40QJHIyApVKZpUNrRDT/QY1VwcubLhdzJ1eGam8IwcPGwdMLwzQB25CHbMQEhvGVNXXvZKBd7v63blUq62LRgwpttyi9eMme5hr39o5af12Vb7odvE6ww4um0Us10+NixvWgtoF7sOe26Pg7TTDcznx8xguhpCsiPhz+fMSdJlP87Zfcv8YQHBbhzVTtAvFlDFhQ0YvoqIAlVSDM+KzNo7k82OZD61mZu0+6HHyLHEKb4lJ0HwgTDRIAkS3mhJ9UW8ks6sb761/qhvFXsx86ptzpnD1WUvc+vOSJ3tv4b176PME2nCTJdkx6F1N+d55vOd6W3H7HGuM997GYgcosA8NjnFWwJBCQYU8bwJXnYSIUFZOnDiw0yqxEuESFVYkRSGIjsthvnjsPLIkb2MAmtW5rkys0Cx7IKnaId0NslTpsuIBptKivlicsz6uG+QbAccKq9lFAnYp3Ff3J5PpzPCYKN4MBYwuZLNRDvPoS6w4SeIF0Q5dwytgLCJ6RQj6vX/8gnP7Oc/aBPAwGjx765ZSJ71u4L57biOiBQtbpFz5MuQ/EzqKMl6rsvKlZPVkSZfuWK5lxuz5qzc0V4M6N3VHaM2aXaRt+xbs/Ss7zjOer7JyhfT3tGs36jBr93zgb2d1m4Gu8y8e8huM5wgVqQIMYL49HUlSGi2V6S0QZVHAHyUSGAd7y4jM5bNuLDtiQ7+JEJykdXpUCLX6WW4erK+lMxmuWPepgO71l7dvjsFAjjR9aJDlAXcub7iIAOeOr0dAD/4BhJD0IUD4yk3I9DVH2wQGLv3XwYqzRyznerMmvOAeIyGf1QDEuwNl79b6a5q7xwuaxztepfToEXTxvp+rVnrtlekg/G9zEOQzz4Kv7QAJF3K6c22b7I3W1dxqlC7yE1+6NH+hHWNXHqeuJRnRrCLlyg4WZIXt9dT6S40dh2CDkye9jOOXcKGBQcuvCBO1xniX6fg7h5IssDPM5FX5MGk2277MXNm02TxUl7tJjYd7aCuvbTnuudy72UgCohyhnVhKgwS52S8iemKEidJlrQvZ7uk6z7IwyuInlDkfpM3eMUQElRYQE/a3LC9SXRP4h/W3Axg+EgQviQ7TzYnKVZN1Bjs3C5t0WZVU7Hnwof7md8VmJs+5OSwKe8qVq1eu+ajCwC6Yp9yJ+bkL2d3V1ouF/mqXI02jWd/V3duHs7J32e0a9DEkLBAisf5Lrf2TXeL5a7JprVnwcxclzhw4tqdC29n8cxWd0D8mQBgymYqVA8zHgO5tM/QIYK94aT3gu9R8248t87QYVQLuPBgJ6TTy49fP7EiRc1C7hV/HNp1dUFCOMvJd8/nHGQ4fxjDH8BwghhwkaNBhOXE8Qf6/MyblzmHoIcEBSgaTAcBAgBvkFB+8S8Z4tgKH3Cq1RITlvQ5n7Aeu/zknZcQw9sjSJQsSfBLPUBAXgptlMSKotIESZDaLClUJk/DqdFTnZ+78nLr6PQYMBkaFgi9WPT05yMPdUymjLHpvMz73Q05cGrH7enQc5mfkQQPP+V36UHwEsRP7KUKAKQIQfRPHEUg9Mb4HjIhQ10oOPBgJtbkJbhqVhAk6Unv+SJvCFggTiv86vZyvp4riJZwBSExCs7VvPbMlPdq4ejoiSE/fdfTX6t/9Zjp9QCEBEszH/yaPtuNPp7NuD6fowXwBtQS6Asz8c/c99pksXOdxRJCqADe51OvKGHECkXCKyCAeesF0Y6jkMSJEcBQWQDfQMl7MveWxy1VUDQq1K2IFiO+62rmmjTZOa+I31MgyFWqRb2qy+nK/dlb7PXY/jlup3t7PP9AYUB9gxpD7kcI+9kroPXXYPQv2GdUMGDSmqWvs/MB6fr5uAKZzH8Wjx8qGeJMiQUVFR5s6Cu4hAlXyksJPrJ+4pSY0KNxZBL4E7Lyc/h09c+L25YgYIT5uCLifJUlpXurWHErvSLq51xw5PqKogQvgvuL7Xf3tOjPgihBEAPAo5i84gQwxIUoTmlBjAEfGNbiL2HCE2k7CbKv5GpXtqOOV0a1XAp0/qG+OpP0agobprvVzzl58F+kMOkSRLdr5cptUSlqJXvE73uZ9Mdvcxf11dvzL47777r1bysWPOdGYURULQU22pKD8FQtYAwM9sCCZ/QLtJhwZsfy1fb1NnyH4OpdUMhAqIDNqrb/xEpolKQqlCfr5FArK4zqQtEw/GrchCeLQtqjuNokIBRYSHzKsUA5b1BrgbJo0l8nTLlxZN3O5c27gV4R4TNY0OenZXN+fZkE8ZYaVmtf1cdddMDwmDS/Iq26cGi7cevWbV+84iEgOckKSPFVvUrFh6AFAPgGag3oDuwHt/WC0fHL/IpYcWLfZrfW5epxF1i8zHHBvguvHtwcACYGBNGKI0RwNkAZKNI7TIvgIEkY7xOiDPJBD5XgQmvwRJiIMaBFcbFtH6tYwMoHYXxbWp2EyVJchBpTBrSfcuqsRA97ceEyquoUaU4+heKLrroM53gLg5zgryHzziCI1phwLid+ymSJ1XRp0aqhVySLcQyy5iZcIO+LugkQHVzEN9W+SN3uom+pRNUiGgzo0fb0Fv0MekwFFwsTKgoQJVWC2GM1eBZb/YtTf3eW6MruvS5uQGYkNlzoZ66IMjToQgvmKRUVqNKpRf3BGToLvopAisjuEymYKu1FGHJmy/w5IHIPefiGFsEzKRo1a8uapSMydBaxTUS6xL0vyrECZYuo0adD0/NINBTyGA8tZuZadO5+ICqAcnkRLYXOYr07OLSzMVXg3G48Lm5IYfiGCXziFpGGB3V4QT/kRURocGJBf7F9Od5iIbTfkAzEt6E6+KNKaxH67Fgyqcly5vxJYT9E32OjzsLfHdSj8I6h4HJ9/qEi6KRZPRjT23c9FsmW0yK5CeHP6/nYEyl4jhHk+FeUAHjtAef+TFEiJ3oAUFqA3sBJe2XsyeUuRbhwlKttIZoN69fZjDVhorOsSMuTL5yjRLM6lZeTlW3sSbs9Oi4ctcP9fzz9QGYg+hYkhswfAaxnjzCNvyYGv8Q2I8I/TFi1+HVmPlDeVR/uIK2+h1dufxAygp0lEghK3FhBK7CECFXykKwCW8afmCkypkv9sPSPZN/3l6f3e1PYP4X6sEif5cmU3N1VpKgVtSLVzZnwoasrshI+C99dcig8LvY2sBJiKAEuN2IHANEgR7Mi0+PFiaV4S4hQxb0iywyZiggVhsccit6p1FYpT7cmZs1kt/hzSu786iSh0sT72M6VI6eFR2Er2MP++m3ChmWzF7XV7fqlo15c/11seKGn3MiMBKKlhIWmZCA4VQoxBCa2gMQ9eoU0GXNiy+KSSsGtIHnVHyH8N4sqMsWIX+QUBXJlln2Vrp6rCnL98Km4CE0mRamPYqoJUDAgiX/KsiBZb3BLYaVHg946yYQrB1btWF68GmABDWMPFO4to5bMmvwyAdJbxvrV17Zab93vY6ChMWGuQ1hx7sBWP6///vcZzxtAbsr8NDmbJ3UqFP0QsAAD6Bu4RdMV8F3XXis8MibNrUi/Hdvzp5vr3+rpNiA9z1HhPede3Ls+UJgAhqAWWwhhbxRlJE+0GBeJnQQhPAUvOXJVLsrVZOOKYxQi9GiQX75RYBFlzvJeQni3lEo8yYAvsioT+rSesipL0ZOdKDmPigpOY75RVHTRUaU76e2hk5vw1iL1fvrBaIwRx3IeHyUyRGuyNGnWwAxqznYIZlVchQngdUl37mNQimvKlSVlI8S+pmKV/Sr1fujWenqJjQanX0FpfkLE/EVKES/mWAmOtNl9ObG/M8Uv5c5LLzUAZkIEB9qZI04Rmt6FJKYpEc9XqUOzuoMjNBJvhUWS8O4VlxcVWotkwIkNs/5YCIj6FJ8GsSfER8qMTasWj4jQSDFNuNIk7D3x7JSvdJGq9WrX2MM1uHoaC0nTcyV+5m7AKoh8eRZfDI201m05sL0xVPAsXXtYpLeNFw7DQCeOCpKEJ6qwBB2y4oSocWAGvURS4CnKgpveApSG2DZQKTwqNBdJjy0LxjVeTpw+3Yrc+gFkrTJX2e9IiqK7zv57PZ/PzXluF9Uig6+wK6kV4EkAgY1BlLj1I8A0ST9NRjCngCxVrhp/FVX7vnzIBpB6251FDoE6fg8oQvI/QopSzJmviizmFPEy5SpVcBarqopzS1Gun2pVuXrNurVfmizQWZT7jsGi/OvsV/0s5mVz1m078fccVP0rzo9F+f9MqEZNm7f2dXk+gF1xLOFgYUn0fCvOH05w0tTosGB0AlXRLjx5hCWXwVZFNARI0aE6mEqR2Q/ukix6bqoESlmeFGUajOieuyrz0uRYkmzmRHXgwrU3T6+e392U7+78fxQQCJoGLIEACYRgAwX74QQCQd+5bxR9NH0kfUx9RxzQPjdt13HyV8u61vShdYHWDyV/6JPjOj4EhwcppFHXJ1HbtVRSSpLRXClXq1Dn6VmqOTwNh6X+8SsVLEKcaBkXv/All+Sc5kuJ/C3SVymV6tosvQZ0mDwl+kZL81JJnh2ZPgXKtKkzf/V8vU336cN4P/rO3qyv3R/O2s+tntTZQkUK5HsuLl90f4gbfNz37txnGz9pIIBw3Khh2C9yFLBW4rz1uV9y7P3nvgu58bDiHlUNsQzwq9fSiX345ZmyLJNMZl+qb8oUyfkyESbNdhkblve78rt25KK7GmRWAukT/j8Zy2OxMoRsXyIYrvJsRMiRxH8R9pxS2ffU+TbDoLOr+sweaw6L5CuIh/etW+Gr589l+eO09TXpM2JA15FUjpzebPkme4/3FacKtYvc44d2Tc+pvpGy55myPDFLfXP++GvH6qtn+1wI4JjreR8KErPu6rrzoWb5Xl9RguCxDxyDP4AN/dXtb+bPj5ir6RKAfIDmbf/DA/sdfhzldfSEH3YcsIHewDT7Mexj826xPPcQJL6cZOnRoNTVZcKkVmZVB/Ze+c1y5N6184sKB3gpextFHSHqgFk3QgfwBjGKFZkWDCuGMi2+1bPwlSwxsAE2vCSJEjy0OADgDZK9SvFLjSLZag8DpiuSFXcu7AtfPqunwCspbDQGVOiwYMLg+HAV+VMTJU1ibdQvx1dFS7lcm0Y1dZDu1fP3K3l4EAMuvIQJ4nfkcgDd2PjV018LpkV1ZfyxuyIfunPlrDHrefWMrAFB8CQNxEmTL1fWgaHBgCBuiYQcUYtVmoMey1LmJE4Ib8tFZvUEv5bUpn6gWrN+3dpfPV+OjgEM6jo6oOK4CfPPBCNMD4g1yzbtOnHwav4vfzgX/EANZvi471HOhb4tPicte+25+DwfZjATwL0qsQDSIcLyn11AgFJoBzrEBlYmKuhTaE5zOESHfdx/ASg1d//8WhlAwWVwOV2NANNrklXtLxf2W3bIPbnzaYBEiRUq9YQPJVzPeddy1igPqdNmTJ/5JcQCKLyWy1otDaq39VCrtOpqn/z0y6Dl035o7nrevpbXx2nIlYcAPr+ExAIEegO77ue1L8C7v9eHSZiP/YxMeZJV9GQVKWoLK1LdXFx/42EDNPEVWD9QNRlAEL8kByWSHTH0Lr3DWFbhIwxG9vw4JHEzq91IihM7FC/ZF+lKXl2/u3DP5aFga7CAGqvYy8u3pWkZ6tBg0Kh+3af23Phw/B72cf8FoMPc2xkHBCy7z9kv9p7r2p9I3ztSJo1s7Zvm5Lc/i3ThvyO7NVhPqycIG4Ygj+VNJpx5Q7C7dO1fwI0U2iiJFbXXhxJSqqxFLlWlQG63Vv3qufNGbpmDoV0X7lw7ubi+3tOweLuGcgBICAC++83/hlIMHzghECA+6pIL8bl+fnSjwTgqWCdv7r7cV3MzgNJ2VbysmfTdIA/2J375uTlH5tKy9UXecuHYfnnWzer54UZ+HeERfuKUyJP+gsUGQwhKJjTINkALGRIb7kUSoEiGWFGX+upJ90AyHrzbMRFjQIviaHCefcPKwG7xgW21EeEhQXZFhtOnRbVaYrJ6sryV7MZwRJcpR7YsD+fbkRD1lgDefa+GHlFil1K8XJlS6i4FClpaK3LV+I14CRIjStjFtX1xoyKpaZYm99o2J0sAWS1GvjJVmtSdnXO1owcZVugb6ZqVuUkzI2072t825zcQcU2WB9kfSJ67/vb3eC+0/ojySYaks+X23IOp/EAqnN7bOwwYNWvysg4s3cpr3SpbjvfAyL7su+mF3HsZiDainCMjmNqDxBUZb36NjJm1aMPKsQPwGhSVaSsy67k9wlDJfGCEiIOTOfdHVCuTfkXSmtORQ//ceHZ/mFRGsqyd2EFspDFncRZQbwkRKV7MCQyFlMqcW5EzByMUIHAQoEByFFQil7ZKqrRsmrF6qdfXThkwatbkCR1bqsxbFXltWMcYceIhQuDYr0Q+7oVceHhKjN1UuAnOcALtJHxZwY/rNN0lrM+yuiwxNrssHHLMWc4XH8fJ3ZLLlQ0Dz11ur59+SR6Aj0sFTYQoIeLPz79E70byro/7L6ClX2qOYb4Dfo9955HtDri4YDmEn6KXvNkABg/V1udx1w0KzPSsawRHZxx36FxhuegP+fCQ9dxnfNewmSH3gXRO78odQ29Y6WnVpzZ4R9FrlS59K9I7c6aMPAP1Fk89rZ2alidSL0yCm1JFX9z/ZuvUt+hVEF4FsuVG93Q8RiC2nNTpUCLTrGXIsNZekUwnX/dYhUa1X4vnA2U+pV3haPvwtKspXtoie6JIlju1X5Uq21orsvq5MO0UbyH8uR/tY/q2y/qMnppYd6269HFbxopUokq+R+2y+tVT19TUMkO6V16bM2v8ctGwoBc/9ktkA39+6j2AbT26NzB76OAlWA5hPud3ib0ZCm8K6fm+a+EnTxEQ7gruw6/zo+dvUTbYCZsxsfumzcmiX53TYMJd1u5g4zkyjecfZpL/lAnNu2lTFq1ZNnfp+ZutqW/RqyI8fRMHYHkjh4RASFGvCC4CWNE/eSRiEQ/FyEJmxCSCFGhSIX2xfj09aWG8axBsYXF9HodvP9d6wknE+pEF83siacVJjAypSB7UMAYIdxAU4PWIGcZMmlGPLHRrbJaMd47EPrnwWESUT0L4PfMlSRGP3MgiYyolJZr16lD3ZdIs3hLzerB1At4VRoibLOXlZMGeIa2WL1euDfKK5D3NEbX6TRjWecxGzmK5G7ZrYw9IjtK5m8UNzImYhvSrx4hRCX50UEcXpDMrmbRm35algz56FqzlggCufSwRM2nwRRixoEPteSGxi3p4RBcu8yC5GYAeYEF9fJVYtw9fLkhKiXcoN6EWo7GCLUKCLGF8V1ItDecpXjWMAG2Z2qbVojTmCaKAsAu91iEo3lLkep/WJXvnF5VlX5Usp07fNaluyBo12kWvSFPzKSpKhkK5ki6HQHl0Udtm69S8DWT9acj4ItbtWDJT03W4etxEF+djL7PiLpAPl6PTAtDfxh6jkGIDw3ILk2EOPCQrgixgoKj6YfHjr7RXhOgkyj75oshXaQc8dhZq1TEjOi13LQ5bzksRLJIv99ZI7OqRHlskTpus0XfjhnUfObGzKGiZ1Cjb07Km1K53EdMWjRnswlpbPQ5ii+35I1tx6MqZ3eMsdhbXfZA3D73TK4gL0LkQV0DoMKNE3GdwLoZIfME3YH1AhoscEYyL9cvRKAX9JnYeJ1g2uxbvI0hs3VChSYF0uURv9bBQ9nHfE9Li44pFwFhRgMmjmJY9BbDeybDyXcL49uiYRJIBX2R9JrSoPifGLO88Od9JdjM/Nm1tnCnQ/lweK7LC3nC1BzUf6PQOcVe/DRlfTut2LJmp9zp02BuvSOcTeleAWKkSRF3s1vZ44C2kw8DsiMlNsu7GHySoViQYfiygzVuiRAs3eKXZZXcXlgZdWlV/sVtT3vt6XYG8ttphESlG4iKvWJU8GdVZjRrbX/rbQS0+Ncq6mB8Pdj9+WA3xLYVoog59ErX7704a6XJWpBpNyhR0aHX81sGKFalvpu4e89uODfMXXwo4uJNPeym3Lvfm2FN620BdfDKCIZXGhvbcHaOSPDNJMt2cjB24dvfoS4EXYyNrlPerC7ZmYY8ftmOHLrqjAVKYMPqC2+fMYfjrzKNdL49s1g9bcujGuZ3LyNoeD72FFAnMgZjehF0aX0hQrUgw/FhAy71EiRZu8EqzRaUFijwNyqQubhSgK0lG+4bLBub7aczxec+jjgifj9JBfL357POkS9IlbUgYAAxn3CjQ8xEjDCbMqkUknRpdFox2trSdOXNfpEixgvk+v0knRjzlRKT0qZAu1qRHu9ovE2bpLSPT+uNcj9/7FUQSGzKUlvPM2TGg2bL13vsGWmC92E2RakqfcUM6jpnISEtdv3as7x/Sh+nMdQ81IE6C0Tc8PEek8aJMVFGJZGakJ6zas2nxgEZHYims8IPtI2lRkaKwSIbMaVPt+bJlW/fiXmf2vfR1DYoeYoI8vkgHUgCeLBOX4qJFsQk0DIkF5yKLkyGEtyQLvnrSkiXVodFQYJpACgy9QDUHENJbxoj1F7tekvfzjZY58hQ3Ex36Napq8Box0gUs/Pbre0SLbDoK5Eh8OQDLoiLVtOno0LT15frSoLFFWrNt0XRN1sHq6ToqnY2dnCWEAN6cjw4Lgt24h2hv3wHByJvQjQFD3CmxYGDGiQ7lGSXPF5ukYpLIJMjHylIoT+qhEBtJtdpiSFtZzcWG04oUJIIPRKtXzOopLSYlTKt8g35jhnQd2bGR8lsq1Uo7pTYebXqW0pQFPw10XlZXT39j0tZsyP924NKpneM0NtJV7+XVfW/1CuRCNC6CI0DvMKFA1CdwLCbhuMQ7IH1EgoMMIfSLMQVQKzK0zBcH5s2m4UkCRBdZmQZ5UoUt3dWTuSIZjaCGl+RYUqBxRfUTr+f7sYS1woE9voA7XK5y2nyUBTYMPj5IlSC2iitL1ieRQUbfampTFd3XwgWYpxje3yXiWMhVCRqU9jeFXjJhtQgH/jy9b/EKXT2i4ouYqVVUaPJDj/a9un4JR4K0frFvvnSElhxVGpaizagfujuxfq0ec/HF0iwqZqw6svd1cz4gbffgOnew1+P+p+cfAErCt9BjqL2RwH3uxDF4a2LzSlxzHnfoZsDciHR5jMPkZkAQvyRChWSfK6CJBWwR/BRIEen1Ul09tI6Svezk/L/R32FwzFxY4S8Bjv9mIbwvZpCB+DYOU3zUaK4beiyZMHyeWc/u0f+1Hw1H+q9Eges1nBG63idjjqBrCdEm6B0kicqZCrltckQ7GbFcJAdBvLnWakWunmK9UsK4HnHg5aMwARdB78UdLVKaKXkyt3ZVUapQt4gWw/p11mBNrB4zR4uFsaoyZc+HO5eL1+sFVhdhO8oQj6j9USvhSZW1buSpUqrgae+4+qpHc7UH5iwwQeuTlNmkrD1maD0yVo8WW582LHDfG9RWdWKX7pbjZWPzIKqhnN1VhPwg4xdUM1z13bgVC6a/lADsDZfuLcerMHdQXsWo17aces0aN1iW9dvv/vGKtDv8PBhRauCkLz8XwXPtjQ7PkJ85tz9VtsOZ+4rwFSNC0HO3KoH3SOUXmXNWdehq/1z0GXc/8vjDoqjlqFW+wYbQnDr1L2LYkhnjTwxDWOc9tvnF/hDV4CLHgh7Nxat9Lo77Nk7tTfsJnvLoNVtLrJa0KKwIFUZ0aWxdBJgv8/kMYP3q7FqpVqGvLAuAA8rJpVbr2DvSZe/k1d1PTnggKsSkIgQAIceJCW0vjX8xiW5IUvPCuxsALxLBgXaRMAIojhfvdigAGXl1YkHONewPD6F1Q4IGJbJFiN7qYXy8MJ+AGm+hEsSK2sioANvDlvMnggUi1g1KrfF5gkTUBzG+SBX/zHHs23GN4uNF+RTW5CnTqkH1UXt8Fs3tOPp07K6aIRs3s4glB7attX+drR5Xx4vbGasZMmXDb/PH8/HZGxQ+hPABljfu1BAMMjQrgoEALqw9WGLEKu0VIT+XNaduB2QESJenGpWTs9CqvpnSL7prfThyWwpvH4UJKI7ErR7JJ4v0IasjRI0DM+ir18vVEeDRVbDO0MCY6DWTA0MjQLkakKfLmtmvDI3AVi2H+nCpb30OQ/U/h3qu9FMTlGnKj+icf1gpnOy3DgtEwHnLaryfAKGLFCVFvJjCV6bMzxxFTj+ANDQqGp29RJ3r00AjHifJVtHUKfarqnsYs6yu2fPjwaVFK2QxRcal6KlRLtfou25te2V98Ue81GZdX2V1mBYfleqXUqsR33V1fE2a7GytSIuzoDxtxaHdr3/mA+Vt9e915u9ei3eTnn6gUJr49tBiqLyPGM5zOx69t+axesuDzVm8A9dXEDd5i+/hwOAGGIJXYqFEvM+U6RIzzkXiI0+ScK+WCpVq1oqkO8/Kd4NsgLgwgC+SBnxVmXwbskAoX6n3VMCBZ50sSJ4U0aeJRrnq/5q7a+p9g7w17vAX/rhDDdYIeClPvLKmTHYbH6WVDFks8uwF8vK+litCRGNKzG/xz+Mo+3rig1D+rwLefT7yGcnNOHJlbK1qhShX20JrNqRPR/XXuPFOsyLNj2U1E3a8IThfVikBVSn0asYCY6pH7g+a+CdFZuORq1KJ/NPOsbrq3FT1cd+geE0skucPdfUxXVMMaOVI2vy0ZkF73uDW6sfPP7frpOeNxUMghnx2VSfgJ1Jeopyh6v3G/DZv6ksxwL3h07wv21tB7kfHVz7qtC7n9ZgxZqDMa9lyN7wib2f4+DiJUKVA6sB1jW9pawx4Zgz2RnWb4QSxIvmIFi6wOxIvvim1ImXMafUDl1ek2k/Vb49cfqTCllmNsg0yxKbUoW+RhiyaNlb0tbZ62uKlvSGsjYMMMyjqy1+Ks2PfcDDcNQK49xeN6JAivyIrM6RDvXlitnqyqkm2U6IpUDF/qceXGs2Rl/L+9VZe3P7kmA9IRTCoTPgAIsOBEU3/GR++ihwilWQ/8916UHgJIWyoF0cWSH7se7TbdxBDbrBTLbaHm2DZIE6dIpm6LV26NYJRzdj+tbxKiHgxIrcbC7Q5bDh9urEgt9zglNreT6DweiNalhRxzVxffW0RilrGLqidW0q1qFd11ByP1NT2q1f77qw9mMZML9Kiv7astm+dOu1lrUj/52ftQb+sWzZ3PB2Pt5D5CJgPMbnJdm38QYp6RaLHD4alf5co0Up5RZKbf7VP/L8CjfCt9uOhfDKSZvXMhN5GM0Kr5MB1kbx8EMq/2Ouzz02qFSltSOsToMKOCd3FwECj7vsC258yqi9ybdDI1SlRX5F0WDFl0JZlvzw5133cD9tie+dHUqJN+1W/Qf6utH7k0gmzaDHQy+MSamZBEILLmovPXUafhypzSUa9C8EyaTIuAZeliwIuD3YnCaLAxeWy4uJxeeRyy8XmYtCkQZNGiaLXRe55+1AmZ+R42mI0aFNlqHnr5apxRiROXrkHUCnzXKfmRw2B0IUjMvFEnfl6Pn/wwyw3WdELRYSrgqSevUfEy+N9mXjrdWlWN2eV7mDzBFOwZwC9YQli6aJ3ucuRzR7ZnrQI9VpVGuzT1bNqeiuaJqZItkKdDi8e1QXdIvwA3tCc6JLI77oVUvg7/trZGAHyiBBWCqeEgqQ0akvEPSOnoGKvA//t5BB0hXXuHxatvzJJxC0U04MJxG3NzfdQJA8lGrWrNvxHt4DbUu/6mwfvqhTb5bYyz6PbP9lqIEBv2CexRdFfdSeouDE2/N+IgLhFEAv5U1xRQpq0JJPayCoq07Cf7qOOYKjBTCFa9VA54dD21+Yszs7VVSiCeLl67qMgQnlwtXOcYvxEaLsidv9gJeHeP3gp+P+QRQDAvIhf6I9IEA1+a36+TZFdMXJj4JXg4WEjgBgW/AJ+S3ID8HtwoMNT4OfyW/Hz+D3yu+VnC164qXBT8a4iDw1ZigSIZrRyFcVnSjVoVa37/KjlItxyMMLIjy3WQ1+y3/RdmX2btYd4/vn3vbSgN8xAylTSxrspxaPjKIeeBZk/V1F9t0KFNoUVKW7mFBct27L2SC8J/Qx6Q7givCSM7sGvEZsk3NUIqlGMDHU6lJiesccYquMhlWg9TGaA/bW24zEW4VSKS2ikEcKNTqg6f53nTL5uw41XKRLhqiCppwopXh3vq8Rbo0HSYTAEBkT+tRnZ9MWr5cwQvLH+EArB+NdlLdB3+XoNk4C5LUPatwx2BcfSowl8UHmTBQLdT1dZL/vo3uZt4wPQ0Bt2SypD8rF3OaoFo0BZa9Gpzwuv+3SNrpq+SKYPU6RaoU6HFwZegw1eEHptbEdQ8F5/y4tBUkP4rCou+WV7M0jBdcp+nnEkRin9AdJxQBDfN0omXefvHJkF2jHL0ENSsCOWglgKiWNPUZDJIAqDnpIaWNDA6mANsdbYw1hTbAOLMg6xx9hjhQG4YbtBZaRqUj2Js3M/qWUIoRuFHBRyiIylYoLzMwdIA6xL2KuId8sDqfLOUdJDPFZgYvFMkWZ8HAkGZB6/kNw2Mjm4USO27atHm28dGANGOy3zlsxaP3+RfuGRXho8wG3sGumf3WEyBwj7JdRRw8GN8NJQoIbnRLYnzzzBE6IYGep0KDE9CfMMT8ZDJ3zcNxKdJwX54WWA81/vme+U5v96SxwFEhjPUBYDVAY81zx9ezG6mMRjbDBHMGYYZxo8TWEY18SFMUr+VdvRBkmA8TAhRmMiDMYC8knyNJx1PnXTSOC6fdQKfaLErhNZ8qRK6OsqVNhqr4iyAYczDNjw/YoVC4AWzuznAN9AOScKTlbG7xruNRq1r4gx0wb1tnUtrh7bJ4u16a/r8tOcXwY3fOMOjgNnvbYH13u57jU3kB/RvRSU6EoM3HO9jjkx+BILzvlbt+3CgxvHX+AbJPXqwZTeFkmwTk7cF+mjeKH8KrXSpLWwFDaHrZqgUAzYMKN1sHMAwG8gJwaRmA/Efq0LHOGiV8QX36SKfwKMoSTh0ZBYVA2WMaAiRosC3sX5u2NoFKyfCwjMWzKd5iNEfDlUaYGTeaIRMPoND8vGwuSVQbfpPnZXC+oUjmcbI9W3zXp/afuRMJjGzS7SX2c2/W7Pulk9oVDjA3na6GfCgHmbVvy6VGzcfmJx0ku5c7ntGp5zowggqpaCHG0JgX06NzAmB09ywT7eDQghYkTyvzi/XnyjSNnuRkAuMreQLucpUbmIDr2a1VVsta8ek40euBuBcjpjdrNFvT3CdXQMCCUXEp8+LFDOGzTboPRo0FsnHLiyYtKl5cWrYV4RAbPVsObItXN7X5AY2BsOjZrg+pBw9zGJatBjW5GkwAnjadxSp15Tr0h6k5WUokidCnmHIAcAfAO1JHUl953bfcPwmDC7InYd2bDcl3WxejwlF/8HYgIocJEjgnEgCzIgCCmWEMDaNE2kiRr9IgSI4cJa+iWzeqifLhSHs4mFIGlieC7O7VNoLlSqKXo0t4bOOZmzWYQnP64cq7MiVo/oZhExJjpHFwfQAJCLuY7EAIHewDa+nH08vNM95TdCfawfchRKE1/jVaGibaxI9WN/ypKHEH5cLg4MIOp08alJR4akHdeUkwqULaJDnyY1TV5Dq8fM6WJ8cpoyFKtV4duxgvCOpVPrXzvWNfVgnLnugQYkhBh9w8OzvQkvxaBKLUjmR1OPcQumDV++LwJNLVgKK/xge6VJRKQoLMKQOW2q/bNsVw/31MJ5Dpt2v14+vnlrpz98UyeL4EYiVuRGaklIabIXUa1RqfyCVvvqMZha9A6OKaAjRYcKwTGWOovpLsqaxc3UspX+Ol3E6wCF8d7Vk70FXdiDxGcL3BFo4SZJiRyRi/PLqbcWOp++rjP0nr3uzGPFfjl8BHLnUucVKayfvCI+jKfOV+isUHePPrpBBFGXvNd8N6DueNCEPJFi1kmZcqWI78sqUNAqr8ilAwoHeqx4cWL8YsgBvYGzT8o/Ucrv1d9rNGhbkX6aMqCnLWvBQrdqRVqdvvqdRs2aNHBR2NjfE+m0V3bvqkvuy9kAfoLm5UThXYmAc67VZ0pMvAmJY/brbzl37/rr0XygPLXqmgndLZzIKjlC1Eo+iBPCt5IrVWoLjoJms1USyZs+a6Y0DzYOCPQN7Mi4JXhz2y/1A0aYjytSlq9SxD1RjLE44ak+IVUOpjFCEKFBDvcyj9A3fJ+lvsu57iDV2/sIElsnq9CkQLqU6yS9WnhFMh56PQnKNO0hf+RvUF5dW63nl9YfiQbSmJlF3r5Tfyy3e127viJTE2Rq02NHP/2Rncv+cX9nJ/O1fGN7CXt23H/XrX/bttFTbmQBAumlRIamBMA6nRoxJCfupMQ2Xo3cBIsWwe/ySMU15ORmIEfGFtTLTsUqFrldjya1FV1tq+eJhjwysnpGbOcf7fVRQW/XOIJJSfzTmwXJeoNnGis+6nSrCHvvWTLu4vLk2VBWJP/ZbLzq0JUzu1/ejM7bRaU24VATYm7Th2SUA4q1lJCkQAh3Py81ajWBSXXZmcmSS6Fa5XIPAQ4I9A3czGdnUn/u7hoPjXEzK9KOQ+uW+mznzvvoFelmwCaIDAcZQugH0ulI4GIaPsxSuyQHFehS4icKhqVQkSZdtVqR4MPRnJkAKaK4LyhoAPmmpFwN06Wx1fWckhnrRfLg6z2Haq/w1dPHphw+xnoOXIYBDQi+mOm5MyDgN4i17zn5cvd+Oqf5jhAf6otsBVLF1WiVK28rWltH7T61yLpbMF/OL/YMMPJUpNgmHukS9+fm2ZavdJHa9WpU3aQ1aLDTtSKNTXbzdEVqlPt6/EbFnRZPW/vatqaxf8epq/7VAIUIel9x/2xrjptiokxJxPO9ebcx86YMHXSpkZjLWfhw7t/NhUWS/CIZMKNFpRvLhk0RBVEn9kHznfLPo/9ODp/USEGNuGJE9E2NP1J9WUpVGpT49gSaYluqp4GU1DPYpoiGxDuU8I+fqZGmuoBVC5ux9abtO1mklwEIkzuXT7bWaMIeQnQm4Qx/ay4SFMkSvlxRai1J+9PHNQNvdnqnH0t2y8lbAATnOq3LQhvrFTlqPPR8hMwf2u2jtx7x+YJ1Keqa6rxYffTrg5/tcJLdW0h2z8Nt9iaP6+zyyS0ASq58S4AKffHO+1kOr01WiGTALp+VP0tpQU5tluXJ2g36R6lM9SI36NeltS2rc/U81pKnplv/XIs+PTouYa6bb8m/uyE7Nva03td06nKRb68gM0S6/+k5r8ds5kEcMwgSzqrelFlLvvj0JczFWxRnvTvD5B3Z/RzGS3g5SdKiQr7Uy4BBzbwi2QzT/VDsRAngPqTuR5KvsmlQ3ud69smI+SLZ8OTKsVcrePUUfC9FzIN+3f9higAM/Svxu0s/PyxduSaddB0R0WfxzwQnJFmSFKnSptEy27eYLCbS/mn8WZVmbY/f7DfysyjXuOZ0FuJsLZSF79i3B45Acb2CFDfluN8ke7qYVZyVFc2tt6e7L9szuZfvrJK3cuVR91ZuO22fN73NfboNm/Demx7G/GL++VZenJPPj3O+fmdze+5yIUbOPkvPa+YIqM99Xt1/MkUQeBqKS2IkuOL6WTch5Xnef5a3Xwf/WP5iJPcXnk0ex/9Y7Fl5K/99/n+L4Rx/OOs5npCaE8SEhwItYqxn4aTsw8z3IMOmdLJAsWrlnn95YxZvqf2s3jOD3Ak/PDbGTHcR2w6sua7EOnPWN7z1gS37kGJRpU+L5WHyMJJdnS8E590zSUveAhoqsRJEyTq/T7rxMBc+yHkzNOmlPmOGTB15D5Gr2yCtGvbapAbp0t8hmTJvzMa5OWn6YT54kHdmd9JXS/74aedCbN/tRP67MkQyuEhgeH3rOxAxgw3uMkOMFCH8ZyYC4/ShHwtwTlN6nfrZA4SNfN2xH77jVvPHwpISbwkkQjBEEK9ucvowyaACXU78RMGw9HJJk66aVyT4PD58O0ALxIb2+Pbw4RIEjzJpqYwO1eaZJp/YcS+yFHmiBCqwbFdPuo+SxohP02fhEBsml48mzpe8w+gx8y8b5rTqMVx5rkgRogXzq95KWj1nPMrJYzrNmStvHi5c+heJdu2W83j+V4n8r+7327rHm6XSgFG9On7znstL89KjPDtB00JckyRO5PH2MfJW93FsX1KXx42HXmhQLRELoK8806a5n5gpn2SSyZm+67FCebIPyafIjGUrXNh23bS2iJBcZHU6lMi1aTmtnqyfJLPpnK7VpleXFxfiy/2aSiPb3wRYwcR++w/vno8+r5sWrcmZv/14LjzZvOv5/66Pe/l48q2/NG+MqceVJ8gGu6YDTNdxCds14DuTF657SZQgSbJUKZ5wT2vc+68xs4J23bLd08xcqa9ux7zOzy3Yd3giva/H5SGowmrQ4etjw+2zJNnSK76yF3PFk1w88u+ZsHGQvaO7lIPao1ZT2692P2pIm44eEx3JzshiN7Fa0zJvb86fnDuq7emFrEeW7AbkV7/5SLF8xel8ltFnOtmd109bfJY8uPAT4pOo8/7ppM+m3M+kjI1ihS9siBVigAjuQf4cmeagf5Y5T7/3FJ+zEF7iZKiCn0HvHXueTJ4l/Yl6HylOojtuXMjfXeK7fHC1d17R++zTaSbvPQuVqtWg0m7Rfko3ml/nq1fZPXKNvbSHwnPlMjCSyyHYG+7R+fLPK/HehcWrRpX6tqDPiC7vnm6LT517tnheNjdei/uhuSRE3CWXg6sLOfnz+sId7gdfZ1iGh32KMtUKNT9HX9cvPL9cyB0z+fqNWZ999PtCjiy+yh+fgTSscSPdxubzf9NHw02wlcuYYKd+gy+eorEUHOPG/iv5i0s8YY9jIxo0DCzk0U8BiKa4Mcn4jH3EAn/Xyf89+ufkyfDHdp89o1lDEDgcf0yRNkN6v2jECAR6A1981v/PPOVnYVsjsihCRAkWkNFgQPYLwVpsi0nwc4l7qL6eFBMubOiOONfZG/6vF/maZO6l/pj5UKK+IpmxZkincovEoR5ekd6P6h+zZu80R0cvjRz4fi0FlduyKIsR1fNu4pHm1lLO9Uy2+yVKyeq5bilXDjlOEiBMEL8LeeNyLK82VhLFXg83pifc6B2keiDPY9nniUZhPEtjWTnExoXvvl/Olrj94t7YfyHKzGpjR9jspuUn02kui4wkVACftq1IkY2pFVnS9C3vNmzWa+OXKArmlr6/sP0J/Vn+Y9fGN57tTU9EG4Yrn3FiORviQqtZfOXjvrH2eDO6jRjQezECILOSFT8TGKSWG5uIa4pe94smU8ccZHW+jjusHm4E0OnVL8zH+Duf/fLdwlHAAfQNc+PTa5Vf7q/GaSPU5RX5NTekiH/+jd9d9Zy5kh+90iW248jlAAv8kbeKXNRyq1G+eZINqUXnIveaNmbwKZB8t/L8aSV/HfGkMGlqlMgd1RxAN/Z99e+vdb/t7ZY33XpMqzIzwfKC49RJiq1n6bWsMAeS+kwdYsPiQnYcS+TJzQzgDJcr7YuxY87WE258UIUKPL0bl5J5JfGQGRCtQRU8Tjwnvw+Prue8PunCneQD9jby2LKvjLdAd1deC1GqVoNK/a83xyDReYKfC901nExlUFjjEgReLWnwOSCa31XXkPdWF4Z093jSJJmwrJ2cdMpRxHM6eW4991mXe8xM8oN53y1YvrCxg/+6PLgRckXEXknGSqykpssDOW57dm4kc9dz5Vouma3k7kAsZIHH/oWNHfaGu36xuxdlea9ufa7kKmgZGrWp0d+m1a2705j+bZSPc2X7bMKw2R+v1wV57nNh7Qf33Ok/9sdGt9k4N8Ri9HhP/jSH2yAxQxYcobQYKUrkaF9oBtVUauzflP38tu9zAVBLgQUbJiWCxN6h3XLAF1+80r6pv/4NBt1uSPyULrDCc+eAew08O2rYG272YvMXLdU9aeNfY932invshl1eY8RwKhgLXs5kL8vEZ6+xKkOWTOhe8Oxga5QfqT2c2W//9Dkj8ljkwSL482nQihI1iYZEMftyOqzFSpXo6istYspzXdfbaRUEWe5fMxqPUk9bgEdK1KtRccb90pTO1tRDFYSKGk+v9RxcPyD2sbQhByDNkG993mHQfW+sM5395HrWbJRoUqeyL1frqrnLkF/NcLrfuA9mTH9RvlSmUd1rP909ZGyWbBxZZCeRuDjd8eXNu/7FvyHsWePXZc4fPyxcbgusG/LWk86Euet+Ls08OPCuCBKkQJpYvy6V1bOGKevMcvqbFbu2bBySHEBvmIG5sZmF9xnioO04wn5F7swD0bniljfvUr0iDxr2OMiMmxgh/BfahmQmZa+vRxSzGmdFQzXLfbTtZ8KaeRvk4GLaZ/Lo23RDGoHHl4tLzeTytrEOs+u5fLnoy7L0M9x84mWW6Y7HnqlS0iirX8y6LstaJtE8Rppbsty7rEOPTTn/KDbl2tMpW2HmVo26vDJmsGcwvZg/mfK7cc1e4MFbAL8tBODr8dX3HxkM4tfYunlw9rd5T2e95Y2REDN4sJ/hWYL1sBBAUtaicy0bKU6SG1IPeSuyyqFhyQbnnayOlS0Ys3WEkxN9gLOLOckqvziPs9nyFKpQcnhbU049gqzyqLMmG27liWKkuSXLvdbj8WIutuT8acu+0KXXsP4LPwcVlly75htqDF0d9++tlvOQV8a99sm7TuPrYv5u+bhv7EN2BvMWrFi+0BzfMrlxvd8Bs1vn5wbEB+Kx4CGAg9h5XEQon1K5Dx5+2djmfNuHD3Dm+8/mDNi2BSAnSvshA3uzan69d8A+Hn2tE3VqITZMHTjFJxzK57Hch/4CYrkPdhpcrYQxRHOy3we/LfL6c8tCZ3vvkf/7hsweiEMwoqQI4j298/L2rGHLKkPLU0S4JkrIpe8SHVs2qPFlwXjH5W3TEfaL/CKSc5ybtLx5T5BdEOq+mU9rGR7L+Xp3PlA20qnrnakdbn8uLVrunIbu6o/rFtaeUfas+5ku4aqMexLtY9yS5b60i/0QHtty/mexrcL7vHytNGpdkQeNeaXrWZiftj1/suV3U5kv1aB52w9RLS8UQ3uO7N7LHc/j1RZojT6T3ixy1qIvPu1nCH6sH8N71+/XJwxSbSk1daYMaB5iVyqTqZKoU9pf7XWSIdNFZs2ZvcP9vs47X7fiVjJ73f532RomT4Shu4hdwe4Jg3hKuEQR9lpeKslTWWQNRgzodHOZMx8bJxuHX+kT4P88VsNZZMP0QonwFiIJ1yEBkaLM6/FW8wQJVwUK1GkxpHdSW0bFf23eB7O+jWwF4uqrOQ1pY4jxy0DPCSdyp57FWaRtVbyYLqLWW4KEixF12hUTnPmmI6fOieIRjs7x5PaFeqUsuJfkkoR9z/maXHO7aZLhkRL5Z5Zz5dWs+ars+eQ7P1asQqPaY1yA11qcOx158PQu9jp52ph3Pvnu60kp/nLmf468NiFFmghR4kUfuw5dh7wQkxcM4jmTiuxeQaIIpMjToHKmFbXd2ciV9edu8aYMOYrkXygbuYUsbaXUqtzWExqkQXPbZciEbu/OG63XxUNjFj4XP87d1oPvWe33cTL7UD94ARLsDdd5tVdXDXvP3P2kTJrpJ/ywYsFubdbmqhnLAZQuNofdn+DExVnkCy8Ad7ec0sArTOBeLEamSNFNkBvuSvXo/FHMdOciV86b38U1m5uu9J+i8w9lFfTB37dy9xpXwz1jImyxFp3txagpgz6Wdc2smr+58pfhLPMiECdC+vjlRl77/OfarT8sX0ZkgpiwEyCCh1yVTXIxq3uy8uwpa9J1gAHTQ9uLrP9p5DHPvWXZZtg43BM4w4UT8tO27O55HuiVU+Zw+TgHZ53icoR5Ux75Ge1J4N6tnGqpbvYeHsmTpfzpWS7yPDd4cs34lKkCRQgVf6E4okoZfSUNIL2cvA/+ceu5J3PdzFfkiYfPZ62yUrOq9HG/o7bWDZ6e9vpe/fW9s/3kZ3MdUWeNP6vvuI9FreVX7ecQ6GmfdRjyxqSxV4cxHKJhlvlU+vS/G0ihxVbiDT9aeTzRHGy2WjzIne29BvTuL+XRNGVmkT9atuRLl9aq1dn0bNrZf8o/2/qmT4L/5d9LFwe8IUGMZQMXto0lQf4kTGKRZWlSo1Smpbd63u/Lpq9sSbCLiyunLEIoH1+4rpUJVPSQIrqt/CskNVqLTJ8dC8Y9uI6tnjlel50dB//HnObJ1YXD15/ygIZIhJAtUr2SYiUtcrps992uxMpdPT/z5ZJRqMpQoUuT+sXDYFBJo+1KgRkO7V8CT4fVXv3fo7Afp+p5Z57/W8TK//XmIR79Z4hrjyzCd14PAWjiEcwfIggZdsURr+d5XRa4K/39Dj9RDUOsZHfdaN3KktWCs5TlTpt/k259xg1f9Ch47cuzx5wv/zj9qwt+Xvfb1tAFM8FOPQqx+wwiBDLPhFWDXHZVisRXj4gQBbHner061nGm29eBr8gjyOxDPFGs3DPPT9G96uq+ztPoPcUk8fm5MQKLCfv60MqjEC/cNIgGnKWu3DRSDpY/FW6pB1mbPnM2jJw4W6qHg7lj0MNFe1hHteeqxKKhap+xL2cA7A1Xdr2a6xpy70zw1tGqu/2YNmvUUl3WvPmusSJbHvfgZBRhAkVfrvUgMuj747cifo2lBE9Wrwf5jgxPFXqo+nxTLQvmF4H8fGary1Z2J9sGtn7McNC99uCerz49djoswyb6RuYtem/lZEiGP4N5O5A3BpcMmbHjx0384rFxegjfkBD7jYDsqZRelfb0aFAVjSrCkDE92mcEAvP6YVlHqm5z1dizhHB4rB9nftHa27pWb6M36uKNEGuWDl/EjUBsRbaHNkUyxS0DBrUyq5qwOcNZiiBpYvhewynwhEihqE44hXTsfT1eNwgZB4t18wlODrN9OtTPhp5fDPu4b+xc/RTbi0We5taLXJwpIIXl3ut8Q4FCvfrUw8Iij+jw/Ia7UiSUujJlTl4oz6MdWg+0qG0CUbRc+jHGQfeKwsu/qpWLb/1o1rGcR0zq97LJ66238zn02Yd9q57eMvbLSI7c+7EUBnm5q/hrdefW/+dm8EN4LWU+QuUE65lfF49mxUiWmbJ6kVrNGlQdgxzdU4vW/NKlqb2Gw4Tlcrbn7Ai7dq9zzo1HlAfiHqy/ahPeeW301cNxvuMjzef6e99Z2qZ7B9NvNvtb/g+WAul/5XnblzGmlIFsKeDjvkf3ZvT/r8gEXgrujeDU3q748329sCc4BL5PBbmeu5G4J7rLIbgHiZH4xHqM9m6m7uQmVMoiP3n6AxhCku9P8blZpOY2PlTJ+oft9kqnKM0ZBoR2A7O7VE0f/h23fDX8YjF8E2zvPPbg6ncXmCNKgQZ0qDY4I0dKr6kfHRSoH9TY+6t9tSbI6rOzJfQP+13Mclkxrji3DFjX0Q42ICsHb/vnPgDYxH+uEMB1Wb73rCq1jreaJAjYh37qJmeu741dpbTcRrF5Bc/A5rMhyYYgmKTAA9ORuN61U6fGeyexujNUkl51CwcGhmjuRr6kBhlVHwyr3Fj1ivia+nqmZB3vyNHG3pq/27TMN1NLD31wurm3hcw0xXZrVfYPJv/i8apuL/linqd2Vo1vPUWsRrbPwdWgZeB7SpM0jx/D3O+woGq2D/yVaqvqTrp37C/Lr4Ja8X83ciuQe0IJYBT8QF0h6O2NO2n4Esh9O8RTLgVWvAFb7a36e/VaPr3CpZcr6M1MQPH8eL9x9VSVHuOWO907qZT0JpTz/yHmSRBY/V65P7lhqwPMpfG7/xMjF1H/t0Pt46jutHqf8/i4w4nueZk2Hye7rwGmqj8NJ99u9LP870jsFrDsj1SNFTFvckwoMmT616kNiJOCFPsSvePgBb89TBzmlDkmNZsGckOIkNquVs//CEXMM1l9zus01GeHDmVh0h7ckA7SoZpyx9AEWwhxetYi+3jSZvPPYVm/a5L/2jSIjYO4kN/k2oyV7MbkuyjG/1N8Ne3hzs9mnMz0ihcoKK/VkRk8QdINiyjY64GiEqAQZT8I42Hq4uRATrP0BJYVIJttL/jKD3p7xAarxCikt4oIhW07JS4yUOn9dmQ+1xmC45MgMlr3I7KejJ2ODdlBSSTVoimJHgSEA9KNj9wp2LFhkGbdMoy/jk3tk6+r8BIGAQ9zkX02jgmL8RVIg/KnMI2Tko8gVn20ipJECbJHwY0Ax/BE6/+v3c6uQvGT8kqZ9Jo6UQEnOFs5WrohnR+bCPw4cj9XVW6VCt4lUyLJE6zkf90DLeoRDDpsnxQ41QIsLePvD5yDowBSiOJIaqDgZB4L+MOKUA7f6RIIHwQuRqUNWQAcgwgDbCGY23sYgZhbJtoI0yMNfg2BxqfnXkSDfSjsqIcHBJhpOAuNJhdFH0TSpQwGsjh6E5BDBrau/UBW3GjFWUvWTq0NksHs/WahLI0y5tLVIns94kEY7faBgSVQWj0neHXDflBjzUmb4OA+ykktx/dBUFmG/gTN7Hhw9ybwiAbUgFUX22+HZRSrtZEIeD89rAGC7Wktd5l1MbCY3eX7ueks72UZe1orLAHVqmBjQFgcEEzYSqP/U6ADy92z+ODz+b/h8fgURIhVKhAIBCIxtAeASCT2l0x6o5lpDmuYaXo07Q8poTVYfSnwfAdWomMSsSfHZ4K3de2rASLHDBgQOEBWGQAfweF5OjjVQZNsFfF6vA5x1X5VALH/HttVpooDjopKSvMJEyZMXpidPR/ldbFieCQmTH55+yj8TRDEmrC2GDu1kZcxHx+JibjzHsRETFjim7I6v8bkDOdir1+hghXKoWH41/yI85cdRUkuHhaXWIG97z/AB1naBmAKeitZYd8rfztAPyhIW9iO5Er57Zo1xK8CYvWXFStn3Urpx9K6OuwonbrdedsFvWOi+Xin8qPyLrwv4TVnO3bXRZ/bMfDJXx3qBq+x0jSa+iFYa7+uuY6HXKhjZNmyr8UFxEoPx4AgtMmvgja7NWBd/F47Ldo3tsjKvzFcCGIiUC4H+Kz0tniMjWtp5Kz5MB0G7LJ2tDDo5pQG3NzuzhpuozrHvlINySrei/HJYlbffI2R1QFLjwawYqt/HUWjZO2q01F7oZ1R8oN5wNEUZlZWq4ZG8a8quc6ug8hPgsMnOwFxK7v1DTgS+mGU7CX70GVwkiwlaZSnXA28vKpeNazs2dQyor7KVIpCAYwPI6dUS2nVVdcUqaNP6XYTnPT82QzFn8QLX+n4/Iw3GG8sej6l/Vpm5+3RZ3zD7J/+n++7yTfZRmOwx9JGZ4NHIG/oLcOO7jb1YnmP+YTfNT2X7jGo/uK9w8M4hmwws2UXHz2pbiVqQ8K8uajRjNRgeDCmY+DeKEhBG2TAFxa412DLBkA21N8sjUeqDWiDEy4/fHSNPol3sRmt2BY10BQ1jAvQywVEJOaccExxFs7BPBy+l5WYGkegFsSBgXAdMrxTRyNSYB124vtDjMNCgANCGbyIGtoh0q1C2KmjYS0sOpS+He4vF9q53hnupDvZDh5TJZCBndZ+7hWww2FAJKHpe1QZ8bNuQzn6m0fxsRIhxxXcKspqzXApetcdaY1lQWxj/4QWgE32aiEXE2awRl1CAmuEhD2sEdwq1vzrVceTFtbPHonh8OSKqSt3JaTueF39AYCHAiqqNELipOoFj2TejKwY1RiVubBnvZsMzkZ9r2UOpT46gvpSfkCGDBkyKqiggsoFCLZeIYSQiTwhhJABIRhFfHSY9PbAglVorDyVL3KA3TQE1bZn3Er+a9oqT+069gNYg9r+52/CD6gwMagS54/+xwsAAAAAY4wxxvgRp+9MIL27Eq+ZgCL7OEx+dPx3/5/g3FVLK/5ireGoMQFD8MEW0Ui+s5jyeG8EyAH4URnrykn0CzOdlqcy6LuhAxCAxv7X+nSogRy/uoQhPA9oc8zTvQQ1o4D+mpRdJG2QM2j4fPvCVb9su2qckpL3nuJ2/u+MWnsTH447CyNRAAihf9XGJYLsLxdnZm6dHK3tqaCeHAeTcH3aLEiWzDTGsPZhLaphECH0IS5ofkJYiPSIAEFhJQkA1nIxiOFtHxFHBQYcYeAjJVAiep9WDBiSzFFlnPKVVoXxF3C9gtRAf2lx3TA9XiIzApqMXMRZlviO7B+ofqXvmijCm1VugpcRKS6jmYmNw9bu9egbP9DIuw38M1wjyMzFZ0fRkGgFCH8rYfOcEvTom6Bw67fk4wYz3wH98KAmF6hQrwSIFbC8TsqxM4Eqgsw6sBUDAEBk4tRWd1sPf73IF+8gQ5AeMvrOyAAf2nuJxqw7DfzqlOa3X/RrakAJGKEieqEMirZPdNPZZeDjWYMyvyGm3TmQSTlXJW7BQ4aDCutQ2wDKAT6XGPrXHZdWGDdd7WvzTS3wQZJjLCsS0p08CFHQiDSqzzFFl2/ia4l5LTGFE3QwQF0TozNvYDEdIPYwKycqAwGKxWSMrcXWx0S/LD1f2po2HF8fpKB8LdEQklMdwZlIDeY2zH/bYIVYmh6oUcgZO03ZW7FvjSG3DWGtHqBKpZ4i7XpYkCHOIWZlmZK/5qe9QsHBCpjp51J+KmIinhLLCf0qQzckMy4u5TEskNDhOMG8iePwnziqrqDb4vQTdhlSgkolJGxRnwJs05gWAMhSqiWYbKKIsKEtlEG9dV3yY/vlmLeIyKRjzXy77oTiO8pgmPYJzjsR1DCGvKP5q473kgIhzsyGrP1YC6x7FWgxkJUrW91sjQrsQBw0MFOQCof/z4h6JzNBnC4TqZRZaIJShb2XzAWTCQGfLT+dRvOuisM2A3Kc4WF8+YDxAyga/dHUj4mU+XO6GaeBOAvZpKpV7h+7pKF7aujgfVQkhQLNuaNWQqE0Ls9wg+bI7oHHX+kQKPipwBndDgGNsgKG6MBPGIz1I43MkyiFZISgq0lPOFVqjDRM1cTh7hlUtg4ncZgfEDBuUMaXC9jhoU9JL3KwZ8aMK2+6KLib2FYOEm4mAUzCB5+D1kn+lkC5OMeAockvlJavkVbDP+LFOAQIAhDEfL41vddLGGADrzsH86Sbi62951jFDNFT4QZSaW+BJubeTgF7yfGBMzaw6SkhLdcLFah7CdI0koeAIFZoypiPc1JlkZn0SyOoZTUzEgNhobcYwO6RYdU1IuvGE6dhLkTfEjllsv8q8qfjheYiVYIQicROSOx6epKId/4EY5ouxwAGQqIOowZasoFXH/00BafX3CQDyn7y9X7hYJbsJfiUN1BweTQiL+zFVCNOI2BXk/lHPSba975xVcl6HeADxSskI9NnF/iFaGZvIP7LntaTkXX4on86Duv9MZlXfiFdlVubm4rI54/Xf3SGWS/HcRzHcRyuh+s4pfJMLE6YcECYntumX5DJu2kEy88ipJD9CBoaYtJ+h51KsyRRPUS92I+DZ8pMOV2MQlQZgHvpe0UTYI7vKhE4CVpaixDcIzis+vLM7KEaWpl2YHEnf3KU/ZjqWc/PZSiOBzB7YUdhkITMtEFRz49hDV5wjqIoBSRiJQ8LPiTq+zDWtE1z4cLFcKn961a4dEgjmvhO1C+y6kghKYji2iuQ00niBBm0ihK4IHb+2iogkmcsswZG22gao1QazQvC6uKSyiQrLj+dYmiV1BenJ0sMGhdLFkkoRFIlTb+3c+F/PQVFT5wggTBC9D82+M4HMMt22DZz2kl3jk42tMzL7Pv6XFYkeLD7eiAT8xFCc5gLbXqO3rscBO/kza0j12HP41e40YMRztoWGAiGC70QDuxJG3EMqqPoPyWGE+NpJu83tbz80zydaAbbF8rL8dDFGZg37wNKr+OeksrwNoshs44jvMBDOLD7FiKO6NdikYh5ZUYL60qz0+GhOz2I4dWKIG5r1WlGc6uYWRtfMQ+OI0zRqDDsyoXoaaxkDUaGIr9JZkAq7i+4/mqqogmEJf8IDvzNlTnzeKWJlGiK1Lr90/Q1pyBSlKUBlfbPfPIH6AhcoQnJL+5zKKDHP4YUo/QIpVE3xeA45X14Rq6fmsggREDpICCvn4BoZzyluxcS40yyJpacHOfoSO4CIQ3qCcEvEM+URShTKmLtmf8FK1Ft59jno6Q+0Uo7210y8RqQDdKdkMNjrjJLjEk/7y7FF9bgsUo9xh4+DqVtWpqz4zX8v2Qj7GObWRDJGrvbKWMju2OYAfLG8JIQGNY0alHC9vJnxebQXbehKQ6bUQ3aYaEGBlOqFS2+nUjio6Ngy39kS8gcusjZNihAdrsZQChw+rPPGRn8BMbJ0YoFlgEYYQgiKSDGNoB0+elcD6Zo6PoYxUHH603aRpA0sondKh2KrQuVOcWw2ZtQXSenUf30CFwWxOEODMkwRfHjciaXRtzZPYkELqYobApOMnexz1Cdo3AY3OaFaqlbEvJsRqN0mJeZrCzCyF6T9BgS2G2afArSyDCNScwkNC8ZW0I4R1UGVR5+wZbpynTqYGiaAZLAbmhH2zZTygFPO4MRF4apDoWDjfasFRDWZ8AQXH4aTUzVJ4tN3voWy+ptdL9FL4yEcbgQyAhNFWoJTE3a3iIWu+thsf5Zn+RtaWRghN7P/RtaubicQeNNmEMGtBX43iZhhhncwtInAKaQM5CJTMBig0w4ieMl7TsxlFHibBCrzhjMMYXnq3MoZcHMgehthsPwFFTGp8Qzoe9y8ZRAVZp5cmAWcVx8yRQHZGAWAfcMwXRjaFERkHG88HjNBCu30ZkvnnRPF0uxY9dmOMR+XWzSAceWFKbr7zFmKjLhFTNX2bDv2WKBzbB1OdfTRIocbBeCj7WMVm0J9kF8RsdeLGthgCyeEcLYxmIYjXKfuq7zYddkGNC/QZ6LiSR0J/WeH1gmU2QTOVT3zEDHIUYXUzjhRIsW+uihrQOG/ayB5s4JjlDHAB0c+hw/xjCbnEIGp8dOBwY3U6hBkHmC4OAy62efOloIS7FRtYRMym7AqRbpJEowT2glGAiWFgHrOyMoyNJFMdpGGUvUmvLTnimuEt4rLgS0PjbyfYelQ2+ILCFOnlDUvQg7dhDFi1VxujzXZ3JsdZHZIhrfEB8JphgMhIuhsmyAcybr0QOhKtVuNyUtmw12L/qi+Mp2DI7aUhidKaLr2EKa/9gKgACn8Ri90JEkdsnPOFsSzC4ugjr+7nr4EcZ7zvn7dm9Uvqwilt/heuMf4bJjZXD9sszLQPR+IKcLACJTfM+g4St8ILhuTkJE5N/i9027BGFKJvwdaA/iKgH8Bj+9jjoCcUO3l5HKy6C4Ik1PMoxnH+HTm5htcZo7SoMt5v0gJCjh3P/F7JKApeiFq06AG7+W/KnDfUDnuHxqcj+YHFSBGTHGJuE9CuW6MP34jtDhCmnNH+2FxFz1B03cTxSa4hBzbi/fQk93I4oBk8atZn427BIvFjy7x1P3K/QWdrWpSzRVrle9By+QdtfCL+rprUz/DOzyY/QFRueSp2pK/OA47IJQlrf7CV1YJM0YvY47bL5GBynqlSCAjBZs10XOuf2aFmFVldzTplkf3ya2Eg/ZAdp7N2iNAEpCijDuN8xYbl4bomDTQoFCpHLM5K4xqgIyuZQApcpRXJDmTRIxKfiNqQjuF8hx6BTTQp91GAAQW4yxpd+UYAua4k1tp9sdP5ej6Dj/OjqnzvlRAz9NdNJchsTGKV3Ft3PDCWVzqEHtnBzhwop1K+whJ9enJ3I1nFF8YODPRgwAjFs8a9sAAFyYou11E3LhJ4CCymwt37WR9ns0clBytCcjbFFPI+sLAEUB4jdGS4W0XkhERNXf9n9AMETf2syFVICkZ4xxoQBJf531L+/XvyS5CnwiP8lTpEKdFopB3pQZ87zo8WpDF4FC7VZN6mleDbfUN3UTH0ltRusXGP70nI49uPMnpfrRDG7Ar3+cvxHvtF/87Nzb2pxb8XA6K+DjI9IBv4+1SERy5JgW+FS+U3ReFeVsD77U5Vx6G6kx1am7BVdDhQhcsbLVV9DXT7xL3aq2Yr+w/4KznW7gNq6uBC7sNRt+fglUao07wzXHfvQFNZhTEuN//SEyuNL3n2sG8c12vYFGhFSEKwgPo7moRB6Yyx0pTRl3KHx/zunQPGsx/L4pFFIQ49rtHJjFw4vSvIlqa2Frs71rBOU/1H0bb6OoCqsf68a03+0z421dwhiHK8WOgGt7SzvtTb3pYymKwWNEuCxOzbE1I95ppkLF9Z/3eDVyTY1b+AtjHuSQzqf+Is+aiOaerOm/IFvip4U+QFLis15VK3q+rqZyu7hylpxU1h8E1L3NGCsbf2VkHw0Val9GX7jqwtvcO8NeCBoZOqBuQePMPMLVxPKC9GKQx0p+cY1RuP7GDlndn8OKNEzMO2NVhODzQy1qdZXI/38gnT7Vsmp98FM8MNe6Xy3vUeCsca2QNTCCrEyXzDewWp2/G+9w03DIgfKo+pjr0rTLvCdvcKyz5zel3dbCOpA4QVUNfI76a75bdorPODraFX1mv/+cQRkGgoxV+a36yw9mb8agG76KGedwiGH5oPhXb9X6g1UX3+ftNZhg+o/QTB8xq1DmOvWr1WOKw2lCqk79hqb+sksnWFm6pP8ug1+eyXyw5mxidfikQ1UzsidfSdMpB/of2onzxP1DeV9dqv4OzvtAsOozrC7xLYwU9sHXmHBhdeGxw1tVcflzaZeXT43PzVW5Qyxj0lp9mwKJK8+xeinNW3ilOnFtLj9sT38Ur7yA8Zfasb/KO3uDvIkr8BFP7TpaS7yWCld58yv/zhOrBei2vXoJX1YjOqDnThGV3Mi53JQ5/rNPfoSi3FNUXj7m9+cqJnpuAKr+uMR0HAfzgpTb0fNoWRBb1yPotn7Bxv8wRntNtP347DXmodwEfiUvusDiLdATB/Q0czVQNn8uN1sy14gCS5Gjb9hb7pDea/v299KMmvvmqII2qRX2YNERjWRk9cXa/phXckKzOyMI40FGiTCmIqXZ6xLrKS53jn3EO8ixKnibiPACprnI1Qw6rT7nqC3mpFB37she5khrJhC4PrpZiUbs4zD4kydNdeA/hM+4NLPGvhZUvX/59b/iXo9ZtjqVU33RRlsmI/qcSDdFIihUekVntUTMICsJQRWJ/L0dPmrC5mJTRd7Dp/m3EH7VV7M4dvr1LvNsQwbAXO/P+uEB0KAdxm1g13x5AO4yQzTr965kbgk+NmHHyJRbSpAfMua2QHz8vbPbSV7yUAnPiSwvsWO33kthGwaDqaqqqiKRSCQGg8HQ6XR6rX9ErW2v7NaOwEH1J3dodVdUvK2dLZ1jWskTilCvtrq+3Oz2q4TMvxNYPyl1WKdU1bJ1pUjw4zh9kOcW0KamAUKKn/maE6WvVaGwk2s0rOY+KVC68dYtew8RodRHC5dPMbModzmxGWGV5soZsrP+2IdBKpwUDldx2RRhlLtnGQJJX3K4bsf1TeL6c2o+shkXEzttx5k1Oj3JA1mf0sHFZ16evEpucIe73Z/SmxTU1h5KbMPSEGP6x7xve1eGBdgAPDvJqaa+PFRh3oCpW3/3W89tAJp7tDaoAvEqy+VhA2TiKACbyp9VPCeGhz20fYUN9zfCreW2Axqp3p8nqb9+DbpLNLuxYK7e1NOGbnhz61CH9229882g1K/N/+8ff4Gqoa8uE72mvadY+9H8+Y/rn3z/d3/dQNf+llzA/F3RNRzcbO/pxo/UZ9id7Vn95/+e8X0jZY+udMlO907kem7s2f9X/qf/yd9IbKxaYqY4ZQAcA+uS/m12iEcybmrjCJt1b4Rz+7NWFtIN01sKdJawZqno+QqzZvYFDCNN1IhpbKZyMnPxbStrqJI807mnt0EAwYCAx2xaY7a+Kf7VQGL7Bq4PQJgesWg5V4O3P8axhP8SvfGG3AzKReGt1687fHLP8qBHQLhPMjhscYnjdlNMISO2gpvgB1OF7sNOHyKBs/SOdATjrKx9iMAPsnChk5ogikwnSmRA5KUNjMEwzBSnbrElV4YR1aLgt/LuWRByA8OHXPV53MZg7Edmh0oUhk/Ikk/W/4hqBq23pQbVgdcmp8OR1V++47ve64TttV+BfqGcCjSeCi2f33Ogr1JiYqSfFqiv3i724ahX8vHHs2r6shqdYRAWxJCOi8OiFsRzs8udn4O/yeyFfEHkGJiy1c+1BSKYdaLf2YMMh+VTVdNAG97G8Ep33fScUUx84x7ZMtEcccOqSWDHbUlYAWDRgHHhggl/FO9WPBKeNX5LCHHqrX0KuwdsnBLANMOWoYqX0GtVTjmX2Qb6u05i1S3cReDIVXd26uZUWAFEAnqw3UXUEw3EIEfK5qTLIMPNS1vfpGEPCTVwLvaSh0kl7I8O0iOHhTwg5t3QynuvX4ynOmgzISydoS8bZPYgieAfqgRWlWpTruAy5akeJJdfUu5Tmawu/3jQra+15pmA5fkFMQxiesmT8f/q9Io9Ax6DiHvRpEFggwN4pgPjUE0Qi0FqJeGxHjdysQztt3C9OL4dMm6DSoChhreXC2EkTr6BrT9M6FTKpXrAUtEwyLQEwVI6tLsOM2kETRHpuJ6XdjMtdwNZr2N5doBOsNDA1RB4I0+e/6GOOQHS0a6yERSPAAncEshHXf02nzoVSLXquAfUocJuGNRoYY4TggD04g6ZVx9vOqKAxIX4vUNxnk9v2A1SpgBsAUMPR8uH0S2PXyVPAlhWG2JfGRdC4h7Bersbb6dMB4ZM69+iyQWEMALBl9eia7qT/NzbWQnJqDgp5ZH1sEk0iBo3tpfbH/dLsZ0LALt8qoL0vn1BpB7mPUnSFpBI6W+4zlIxg3TsDMqgZ1xMv5Ib1LiTAyo6BZHWkpF5BviZlTp/mGVEhrCMAilr2sgP9Q18bTA6iurLe5hjdzVoMJxFfr88XrL2dfGlyJi2kS3IZQ9vmKz3sT6SFRgMV2ZNKZzwDFJKtj25xAVfNIIAL2KUwH277GrwLlIWta/b89vQfXVmUOgkXmOAxyQlC+k8TvZbl3t173qKv/FF+z6hEGHC6CdnxbuIYYeQohgO9ZYThoJtOnk6J2Savem1036h6IjXT+zQdzO8iKkBOpfBW594w7tnV6IO+q77gdh6krt56lK9A2KHTS5LXFAq8oPnQnFpLmi7nOE2sxqKppFnMwP8ac+QHSskjco+9cAQ+PhOOutUPWXWo9zBKBValSv1j8qD7q97EHpP+qKO+ej7cO+i5woGra/yQ91MGzZKwsf2///5UvSkwqgvIiWm5PqORd5SJi0Bs4zZLljJwiJ8xEgMFDZLbYOvh7gla6fjh90iCNMwtZkeGPYP4p2S05HdB1vUIPf9b76pLVIoCHBcNFcqoElIML4L9J83IOUAPdJgPtNBga7Qp3fnjVYslSgxh4WZddytcEx3IKu1bGWqVEXrHpo9FCZqiftPU2kgi3ZWwXojpy0k1NVsk93KjxbEYg8/iaF+A/cgHVwOuTPrYYcIAliFhy+44EX56fdtJTxW4Q1cEGxtPQyWx80yAToFcSvt2Li0LFU4IkUhPt9M6haZZ+f9+52RCfXcNrcDA5OdYz+D9D0kfPZ+8iUt6T1T8/EK014ZyKhBhYdYwBT2M5x3O4j7oEn5BPgVxQWqhFgl/waohDulV+IzR4TTXXxgOcsQ0ygr1f95O7P8EXLSsvUhOMX/vwcbFv5/Kd4cFnBN5cdkJ4TQAm1dxmCA5SpqNFN97J184cbUzEM8YEsV1rfFtasK2PGx1XQWLT4w7BLk7+dSxiDJ8f2wMFvlWaZQFY7SJMuw81uv0JLXue69qlzfEyckgQ2ejI2VDqv4mRc0LLpKil515H0IHpfhR5ZP+MXLeWe/LeCtPLcd/31+BgENTiHBY7nk9oq98/W9YI3n/w/zJz7rPYwdiy3qFFgicPRf43LmtHD9TNOc87uzXOGsZNvf8bPrgIthaWqbCGb6qNgfF06CcrLMIrpgSbOrGpwGmqJxkNxoTMeA/GhthsbbYRUU+TTnsl4rDdwgcznmhMvTHas+OhPap3dPf5E1DehVv2ss7yN29WvXDMhghYcpCNTKv4FYNEgKDF0XIb4pIn5gsIyySpkOyJaplts3eNqF7ZYKYhzFDCqOgCs60AZyrE0nFCJ/eMRjiuk3fIm0PrzERhCgVuojQ5f31dDQvfov6BtaKieUD/ovH5hw4Jt3j5iEJpwe+lSlwreLjp2UkR9UlNYqziAoHThBOXBuQ5rwcGJG7Yv3ccgUI1RWj+n5U5W7JOvCdXG2VRWIIfs42P4vEmgwjjyi7asPTUJDroqB6SIhSJEg0egpN/RIq5CEOvYKqr51QOc8BPEzJm78WtcbtQNtTAsCpeo2Qcojb9fcczQVJM+FVPA1g5ehbDBVUkfhbJA0qV0fu2aZtBG5GrMRJDIcRgnxOQacuggX0sIUS9id5TcQks+M9tUZk+twjJHd/7EKszWtxWEQA4pKplbSGdIqlruSJU0E4cccwJBmnGAMrbQYC83t3zp0WuJ0dU4qCb/Z9HZo0yrFDKa2xBXmof4iBld6bCfIEyZNlTWXK4DoDZYJRw7Te+wZMNyOmn7Gwwwp8NYaLGTq/EucXiuQjW6cgshMc2YzXMJuyQMKpWWRrSXCXIzRiePnTBaWbchQScmvb15vFzIiOaxIcfMwFuVwDUvP0N5yhnY1eZbeYAowUAl2gzTxd9g4Oq+EUwVCB8VYWJEIEltw1hqk5M1eTUyfrGRYQkYu309Vg4PsrLbNVQYdRF0D6oT1rG3EiKdiFYUl8CxFep4vL1EXYzQl8sX57z9Xg7CAy69k4hQgYvhUB4rREmZg9vBn+hncvk50HeIM48jgRXMwhlVqOkAhydI4wXw8gNzVADWa2P/5IiguhLicAyPUx5Bpl+FMmU4tJKSaHGyIBWWokrMPQQAWh9w8s5yjnLa9iMDMw9ZHE1vf2EWPSTPFz4YzoOEy0fDZ5tdOO0JBCBYK29e42sLJ10pf4pbrZpbyO5YXLd3YoCJjhqaZba8XiJoGgjpG1LtwqW9YTXTtLRnGlkL7MyoJjGJ45fBdW+e9ZHUKRC6e/+HLNebMDtaD+y0W2D2SYeKiB0/IVtmibZRNnFPg3H5jU3MeLYbezoCeMU3NVeYJnw2i9ii73PYaVFLRcryFpNDRqSyBrYab4dJYwCrsGxgr6SiPnRW2XjNYtBgoUnzRbo4apRHlE9EW2qgv285DlVjQC1YqyRiWCdVtm+LRFpguSyDMeezr6/h0N3ukqJ0csSDfpQu3ggBZmiMOqVgvaUNJEU1NhtTIg6qnNd1/N2OkyFSPhy+oQUPoHmKByiEDx3v4kdwpQR91E4ZFfpAlzGA/jGwRT43m7aJUwIvn1n7fnY/IMIUg9xjKpiWXdqOfblDZUhaNqJ2q0MoE5cVr58kKQ/+ziiUvdnmmtW/LOASBM80Qew5K0q1DsemTSwVRN0+U9wHz2X3PtjBwH4G0tPEXGK3dpSiGqHRELjzyWEVgTI6I40JzX9zIkWuDL9yPHPISEx2ayJItWFQJb5TyfYwJhHoPoKSRctzHwHzw9TPL9fSHJ1SafJzNJdbfWqIZKCn2bI4mFQ0voaJNwMX31zy4R7vFU5suACb+7UwsEDt7KYZ/emzLfCXKJ4MU+8JpRT5si1GT+KkKRNoid4Au4KhOBVrIIikU9qc7FPRoMHFmH217Tj2teytgCAslWDGeui+wwpKat49XjMixm51Soas5ufDEbv4+6lRFN17CPMxMt9AyVH2DldniTMRQlZ/xERfRI7wZejeO+M+WfyL2ZJQKaMa90Epq6r7VkXezVWi9s8qxiLgPq9Ljx3FIy1hAZY95/UJYSVQy9AZ8uRDj3kgh6Z9qku/SBDi5D3hMnZgX3VLSQVe28SJshnyUG+i6YG6ZoKZMvCzPdICllRyLO0818+uCqK6DuHwV08xyr3gfVbE/oLA5v/PhDXQvozS7UbzWV2FpzQQ6Qfo3MENbWGZe/xM1YxXrN2nCgwY/phB3kAZFNR/SjTlsheCEQ5o77x9BUJv3T6A1ToKHYp4ASNSI8Gj+/otompuBkpcQP1ch9lT145PK05qne+xNiGHwl6aNLGpO99mP1jIBVq1ib0IFhHtD2EyQZm7X2TtZfPLahH+Cn0FyzCpmBz9sGVnfIUtbYnweNAfPbffcLRvPFI0a0anqznz2SyiFE0FUEmiZIgr/BgTE7mCn3RUYzvly5Jwtcp8sfLfT9golmpMKslyWn/hdvId6/LyvKuQIT+ifA3TZPaUTaIZ74/dTK8GDIuzbEF7NeTKERfBUSUkDzVV0VfmnkmkiW3opID8g4ASWCYipDJMqNthmc0N3VryYsXwlp/05FUi3z2aZIkvHF5o53R4e7TWOCB4S4kd6xKKbVX4s9I1/A0EBbXqgLBpi2npjgc4YBSIegDTHVwp6ym6FP3b3nICjJ3XIET+aHWghO+H49t3710yIkDyJkKEeqnRl5Ult6M6Y2tQzCSkiOda9K0q9IziktA0GCquuPH2y+qTbGKF2gJZXOWdaHTIhVKRvmoRJL15JKrc69J+PdVxQcD9HvI2bU99yx/yFVUjfn0fPneCQ++oKTB7tSIOAwvgQBI5XYyjTOIKEMa5uo89np4440EjH6z15la9nROyrZ7op7vTwqTRza6vzZF6r1tdnuovDqc6wC3+cAzWSkPCMFt4UPzT8DP/aPIEQai4FDkvDuQIr1yQdc7tT0VRaL02F6YpVnwznCJSwacNVBAM0uQgC8DYd7UR//Qn05vBZUA48UgmD+rFe5d/Pq9yXE9Zv7l33pdJnxx5ERZ3cKKaIvV0UuLe83Pq0slcugjpvXjNZLTNJJgWtNI/edZGVV9PD1ZDyu4jPrmHGf7NzUS/oL7qZG7KsCKpk/+QWT05tVVl1LRoXFrr3CoTrDHMyIy4Lf817LAgCcAJWroEQECD13BsBnoarGVpwaKejaUasFNrhj/qN4WYIg2KwysajL0qdDcyNcStQr/8IgiYCasNw/ITpxSZAFL7kejoYCfNe66id3TZ7NdDNCUYQTMg1TXHHp0T1qx+KK1d0cAKbjRt04RNCro6C+q3dmtrsQW+zZ4hR4rBEAFU8tic3wKb1ki2FCa13xHpkc0YlXhle7xVTmKk0ot6Zy7DkIt5tVjs5Rt0HPYK/6vI+Xw0qMoM61bHGDEKOUiRxdF04nBaLEfD9yk+n9oboi4S45sw5eQ8cJ1Om/imVQXiSgSb59Jp5m+mgfDra4GaRw9UlncOrobb1VzHOSeZFIFT07fV6Bi9tlYIH2+LQXSIX0AtsmmdTIGGBvXqKqkbmMm3iIIvH7KtqS8xgsdEZizSvQJ2l0/pbowbWDIhbALPOOODBQH6cVo9EXYhpQ9kbJ1Q4poZz6qSKBbpKu6VexTAPm52LafWIFJFAWNyCKLSN6Je4AxQsBOV00zy0e7Y0NN25zsIf5uzYYdY3oLiLIArRkgYPxAoAsMZzfy93l2XGKw3JDIbZUYWhB8mmB418uMWyfgPbPAesbBNxP13vLhMemRSyek7l27V9VQd5CfNkr9SwR6hfOnM1ZjmrXPw9V0OUMAWYzrv21jJH+ol+Tw6u4Xu1R/UmQ8kL2n60xWKlQMA0AG2UfQzmZapK5foN48qgBy1E8IOveI9mYhnxhUhYwGa2oDS9bRNwm9N93PnW84b5Ll87ZXWRTnpGJEcUW5LtHyTAsKnpeGw1QTGCR5nQvhnyrTJPcYNmBYCigV7ZPFfjDR2p0r8VmqFlUiWVcTk8JOlIT26FNWOM4otyRKrNPziscxjzxEPJ9NmUvRNGzLLuFpQa9RsIahji5nxwto/Needan0is/UJ3A8xVQ2n6wJkrW+YyoOpTUK44MQfUCbBcD/xPm7c6h764yCQoi0LdrJaxoYIBzqCgUDva5Vhrcz22H4+eFhVY71nRQOHUsWL/N6Cvv6xTEIKNxzn7QcaRDmjjssJ+gcqc8pHLY2DHB/FtZk4s+sMYYlRGFYM2Q9iF4LzbQX5I2XHOjs4ktKzF7AemmD757BDfrj+1Ecd60ipeqjbkFZNYOgPfeBRWKalSROktSuqzR3wpbKK+gQtWXJmPlDYBsgfFz/UBhd5jEOahbD+L8s3e9VJBLBVwbC06jVCq9ymHOSOH7j7kDpDrHwdAoTTOtto2Z7ykDlViFKu/O+hJnb1Z3IcqM2iq8mqeQZ1yh5ItBT+GThA+QNJA88b+b9zKRvR1TKu62rPLBuXH7D1GS9DgUSlCV+NmxTIFt8zzwSx/XLfEEfWzqJunQFzNrhuIW7nuWNfYMsngsgFaZ2SCXvPqyFjz56DYrMNY4sSUYXbA3LOBk2/vQJqMX4PS/gFqd86ZP7ZvNiqzHQLxK4ScvQUBqBPmt+sp9Bpo8BvJDOlKhqi26ENDSqu+7dvrziJZcNyBXfQzlBgs5eqNwBIey1q8+LqKaNN4up/ICqjxXTdhsjNtheZlhJnVYbMP69mJwUPvwibNX843S5xAgqOlar5hmHx+r9rOsUOGzCU1TO+CCqnvQ5uVWEryWTI5SrmpRbR7vcgkbIPMRM3zbmERsBNfgtsJeCvEf0Q3Rm5qepWbF8PHewKSLpzPOYVF4MIkigweDkOiuOlxxw61h9e0Rh0Es08Sq/A4VGaC1lMMC1FwcF4y6Vo+pvZDaJHqe0GciNPMQNHV8HcRkx0Ko2H7Am8Y0AZ6E1kU0MqcJsBJQZMeXryA6sBkJjPckZ4eOS3MLKqJCZ5kYDVqfO3fUgF81NFZeXKc7Wr/vY1Kuy/rGhhDvKeIZZzvnJqbYYs3V6ohGBkv7RhQA4HLLJ1kJ/h6DrTFEEMG2CdnFtzgsCp52Lm6M23Vq8NRM1YB8Jk5+mEuLNAWRWgWhD4Tup22PjMEdI1cfFpeMiMvPvOd02JVHl8UOXDIVxQFYXbCrh8SvOgV4MOhfKSSCfZiH0HPr66MDit80Sc/lTG/mhH1h3er6X3w4vBodQPRLxunJxWIITMU8OsqATJPcYbVVyjmzua2EC2j4GXlRA4EF3M2tk/FHHGBGotVKmDovc2V7NvzMUzUQ0tby5qNUcsd9ML3T7IuwR8B/9UqjZ30gCck78uEh7Op1v4N3YGb6vqaI0RXMkmHD8HJV9Zvt4SuKXm1wU4ge4DfxC3Xac6KwCHOMdX4k5l4n0smzCeZDt+RccjFSljB0MS96YXfpW7HBo/bC1wfho6AxP2X05m3xNfzZzew+A9Ci+TLuymQg8X/j297Q5Kdphyy6L6QoN3DMgY1DAPhuLYEsRv+kRxpIByiDUpX766cPK7/2DEfK50ooOCr0HIK996uJM1hFF7s3QotMfmWh8bbOVs0CAaHRYZsMIdiZN73s1ADmWFJuUm1z9Q3XMviq1ijEYALjZGY1hnPPQNmn1gV14obEhc0fGo7Mt1gZKG78LvBYM55dCNobMWnMETIETiSiSotQQC6rcIlXyTwmBRLqSM3IK1nBr29N2MxgIsLjo8Irl+f/dSArApuf85QA64EFF8dTbSB5nV+8NDRxkG7ql0p7dySzfcGt035+c/Z5weEJ4QAvJQyW54JZD6+F7pvThMsCbJ1LS8QnF7z/9pZyQXAUx2cCXxft0vWatteHvIk1e7IlGliMAcDlKDw7ZOzegFbVvXd3Bi6YIzDkIBl2yHTdfMTGAj9dmG9PjOGWnZnIG8ehumzJnndysri1ZjA3pynzj/QIG6eH+/7zE7pEGdjm6KRw9ljlF1LXM9+ni0OKOj6TU9ajSB9Wz1keSQR/MzWtnByG0UG1PKGOvadBtV2vWe+hv7Vsj+MjcuWMPLE9zMOaAOktHG4JbH5SF6iIy5EFo/8MI4pp8l7oSbLa1lDhJAM0sDMB6TBpj3aQcYH91VGxR3qcjC4r8cA+9OFQPgPT+22/eeh/iaXSlNnmMvB4Iyrj76aImeTlzvy17c7sc6pEpKGgxW1b+8nXrS6ap5GQcacMOcYpv2PYfm22QG3kUBh4GkKQMQrVWVIO9um0A4rXtNJ2YYoExBOLpBhi8lp0oZvt8Jby/FXJjGXPFgeXx5OtvtaP5RcuJ8MOrT4pT9yNL7zicJpZpfRj31dstBVooh6gPo5Nse2SxyZmInWdxqE0oJzLb2sVwCxwdbiaMYGAQeogtODZv/Gy8r9GkE4XkPCsmSb0ZY1oCbG2gkrE8pMHxbUi9kbbHUYe4/YISUpk9S7QWVz3izRtiKK6aBQMHIrlyogLGHp0JETvyIWElhf5KSWkIQbp1zski/EgttGBFsiDulyBTJfdrfuARF5kh3L1H6IA3GUMRQFX+ukpvZ8eRCMkbsQuM/ZPpvZQXFe8z6VUqcggLidtRUOTAdFphyCbMOZtclIFp0+s/4527GDeP19dMmDrnhJgUUydVx88cAQd3bVNRCUx2w9baMn0aXOWabQSo3vnf5Es1Ymtv++hUVDuXzJCfBpfRUz5g7KovCm4qrK+DFzZ+523xDfa5laWAa5teAb3DCTLRPDwfrDWI21YHnZ83akDB9Fd3h4RjRK3YIZDW7zUiGHJjJzTSr8FjeIPxp4+LYw1WRBsBWfc/04vxbwsNbDpYK4b4gfW52Qk2OEhCMBPUZ3iNEns0hxjyP0MXvjMTC63+UK7VSGvZlxNfqksU+wVJhgMZ92Dov0rZUU7EGjY+SIoNvz0MkwdnHbR023USw6DIo68yHWCJa8rKfFcxZutoweKJ0vl7iBknFF14Uztz/LCpXrt7DEhzDRimSDNWdTR2toN9lWpEhkWtILhdtiilKp5q9KJMDTrldjDegO+8dD8nbHmSOd/9eiRUs+bvr4VLH9xOk2uKUgNz0CqVFCCdMgfRqk8Yh01Q70iCAvgf9MFOIgUdNnMmzpv5Mgcu7cTgGiOIrc0+BAZtzrybodlRnOisz+hRrsUa0b25VUzTrd+hLPoBN6gPSk5ccEMIvCgtUpkXiw0m/CwnfvjF0OTCIX+IT55JtosWkCg0D+BOnxtL6emdIr73GLl5jxxdmugqx3p+MzwMiUZaOu9jyMcP8s9QyG0jbS9br8bGRKVhSnzyzTnrCNobqZUIjFP/PIH57oeCgNePppmBmMWARycfSNK2ZAzWiiYyckAt5JubnHGrJYXMwNbQcM/FclhAXurOjbf2FQY2h6qqwMbTvBA+5pK0p/SY8tZVG9kvcGlYkO6+tQkLBO9S4RqOeXAokvgmcP5IJmMoMellk4HstockLaCVFs238fqoZVIfm2GB6Mq98kqps4dsXXof0zMwj2iP7r2ZF3G1C4vTzg6aY4wFk4zEAGH5LRMI3sDrx7HqjzyC/cZiCxao1TvcBHGY4B3MYIlCKojzf0+nN7ta9Nbfm0Q4zqFJ3M0Li+8VAwvEsS1/TMvH8XaaCdgoP4Vh6JjBD403WP6lZyrDPCic0/kxSpiviDNn8gb05b8oRr7yEMboiQ1QTx6sHsRqEXslLW68NQZIJ+ZR3t1YiiVbwqFbBnA4rxOGtVq68ySVgDHjjGYZWU2hYTuuKXruk0DHkAt6ZoGhFKInyydYsvjyxnmDTd+l609YeBcqBzRklAz7vnsEnIRYiynndyrGDJXYiD4lhL4qHBzHDu5mc5Ae8G1MBFXOGRmkBL8FIwsUDn6WyoByYJG1/8og0cKtOyjeLyvptPixavnjLrnidrxYuVLP4UrOhAjSxeaV7JHsonWF8IqjtIAaKT7syxGaqRsJM+saWjebS2dPiQP8rqPiGEEqP0m/ZWCuZLAn0SkPXXY5Q9ZCB0n0nLdNuwNYdbC8Zey6jPIAGdsKZBeWSmo9TMG0Ffkz7wV45kZijLNk2ZXl3GAJmuvgh4j8ySDqrcZ38yDGU6Ql8fKOvKlrpJz+U+w5xFJ0hlMtnM5ZLx/tkBOJH7rpqVUMUs2FA2i6wR6bLKIuG9cyvOBG6L3s2EE/zDXo6Zs/uo6dgK32kw0cEMNHdUtH4Iy3fVKfR/XZkNe691mgtA72eCYnvd+v+3C4x7QYAKypJKa7Z6THyfbiMs3zxY5moeGY16DCw9agpLGS8PiL4X7iwCLyh4cGHxCUs3fqY+iDB0AliNlhUf+iQf7maR/qCO8gyKcSMgFfnWfmwI1hLZmnhX9N2N6M0byKkKj/mjYgH3oWqiD5pYwMN1Hihk68ueQQ2TcXgNo60fRhxO6YBdZTHJqLOATL/nU2tY3cdUtEQMM0/UmDmOyHe/PoxoHli0e/44GG7X8NAvl8PGu2ERa5jWGDk6lTM8ReRDau9ZPwFmnAnNmM3ZZSuRQCDYQ6JWeplYymCHDwUqLjKJJbQRn1rei5FQL5VngGFvX3p9AEHoWcKZtdFnp2hfOW1be0syWu6qmFOiVwdS+jPz6ExdOaARs4mOHoKSH4CS4BUdYeoWSG4m814MsuB7PQf65bPgrAHbwQkDcUELkUWL7QSBFRJQAGNX04Y2xYt9iqqTf1PQhswBn4C6vpoGvn0trpIzTjluJRFhOQUx6pHKMhKMrnpXpGLVqdimBzz1Foa7VF3EwA/gcRdNG7B9gezk2qG3L/GnLFjtNnnfTpMWATq67H3ccuHVHwVVI9kbWF1B5yMyJ2RU6nFaIffXOyutGUv5PEseWOZ9yUvaZPbTEXyCyAolkDEc5dIu0LKlh5FIUi3z4mRv3q2/NLxJTSFsB85V7Xy2zrLGnZVeh5QPOdZX84G749UMfS9/ZKcg0b0C6JTEhTR+du6sVunJpLfyaD8vUmgnWz2btt9I7r+Tj5FiPncrTL9AN1Xot9D96GFtYoaYT3fcPkpyzPw55UNg/j5x2cAEX2glJO129qHdVI2ap5cD5HKN/qJeHiTmTRS7Qo/ywtERtQsWJ+7co8enJdcHreZTIqMmPPSlW/kf544R5eF5ei0KxXtjaFdN3UQI9nw3hGpU1uy3ClcmQihAkp3RkOGKQCqiKLMX+LvP71KQd3z5/mVc/yyYcs6brGwV+d5qK9XITiONNFAIOP1NQlr8fyU57RneQNHFrbRmb5kvg+MEZ/Mi5ALSKTvDOHdqHVfHduckWHsgHrEghUAj34VLaGjGNzRzk3yMn9upbTIIoWg9ac/4sFPWAOuHfXhCSxaIEUBSPdr2RFTPPkZtgZNtUG7QuWeIKpM5K8Ft0FayHsOowT2CQjeRGq/p+M2HSoe4DsxnySgzEmURYez6eAkLfB+8Rkbyd5YR+qqme9sgSaDaBMPiGp0Qor83MxJqGZ+UCnh5GHLrB6xmQZwVL4HEooClQE2W6v+O6PDvb9bKUIJ5WY7ONHqAIIHitHGYdTA7udypcXymvhC6RSkmEt+eu3/EjiBEnh2Ue73G0FEgd9jBbrGw8hjmjwVVO2SwtT3/Z/smcX4grWtI37Sb8nZcLLx/NUMzNejYKsgC/SSscO+E8e9RDdCvGZgbJpnapCujsrLNdljLl/HTIj2EmdWZV1e2U0jBfAOSVJV1eGca9u5T7A0NAvFiD55eDCt4qPRvQEhU1cnRgkb5gkUZ498kjMMKHUm/92E52vOJi0y4flCtwwwhtqx72lZOc+3/zMnzoMLpFeVZ9Fp9nV7RAjc3VvgaH0dLbht6UrkmueWysuXzHEUJia1Jm5rW7B329/vqa0EYW3gMbyLpKV+0nNKYmbz5brBoZFbsuD+varbKcbZDGsrPPrQE/zRtfT6LWWwrn2eCywvT4UT1GDJmRkIkWNUNJRpQ/GLa0pTJ0aYnrtRzC3bocw6l2+ETgKhB35n5JyyKBU8/pSsEmhaXsAqbUYtyQxprBbzbWdE8Qokze7BKyrqYQdpy/WKt2L+y73lyEXyCDtAp78IHX93uIWc/t8mewsjHHX1ART1X29N2qlx+FiFKmmcy5NbJwd7kofSCeSr8TkdA7wHvH2oflth3pkG4vQsKyJX5oSWaUC1l12vmFWFpbZVhRNzFDE7k6Gjzv+kEMpKnCoUiSydGF01OIec+DctsmRdaJZMp+GkHU0potwSP5MMMRVxeAbFX8yecOEXgqRY/qVS7+3Jzf1QtMsuOrXjgN3v8TmMR3C/sigbt3KPMb0A4dvumEfemGZoTLIR7gWPVFwTq2L/oDEcUbtemIfhKTDr65+1Tn8wIDKJeT/zundMgiKpvwTCMI4I0XGy+jJaDpYgCxjCRbeyHDvLi+ASNeLl2xmmepRiimLesT+P2zXnygRz9knNsxZ1O4tdKwL09RWgZc2HyaOs0F2wP4sqv9PQMgRTvxGU+VSGc4U/HYfCib6Rr5Cq9dKCd2MnpsaGsTH69/bn9Kjt64wo5Xo0V4kQulJxUxcInNXVGcD5IPSzt5N1C94zWbnN6hDFXLzZF6yxrhQPfmuxwOtbW0tIUCTHHMgH8C+bkBymrkrmtePkwFrBZPZK2/pXesZRDI4Yank2EPk0BAT/UPLbsnbUYc85KuO7Gns6wICF2fNjzxwGo9a1cnK0zmLptgUT+/LFIIUKaQj4IjStRAJd3AfsWCW6ZRtO1kWzLsVAyr4KKhByFjD7nzTqq+T1O1ihdGasHrrjWv843p556aHAsOsIwZBE0aiCfyzOLMQu0BTETSNdfUM7BE9NtWIBTgM7IDao5jPvaN5vX3pPvZ+XLWVmzSH6fbmz1BO6nY4Eh/U6D9/kvDEr6BuxYetWXcaYBBUruCPd1Cvna6Nyld1Ubi3Av6L9VAQAiw6BYvwSOcOLcpRt3Hr0EkgAADFXv7L9vQ6f1XgIGwK55QfvE15r6sVot4JRaYElpCiXxbDqrNh/frALW9AJT4x04wBWdZ5taEtR/JnwlAU8lyUVeAS9ICrjGDNYygnB3MClJwVZmYCYmDPXdFBRymGSmKOCtlAUcfnJ5TC3KTZJKU2AldQrPauVhaoEpBgPGxZko6Z3E+qxg2bApZXCTlRz44ZvkUGcvOMl7CJ58+AkUIlyUaJ/ES5IqXZYcXxUrUKoiba+xquduSa0WatGgucy4qFboLJ0CPUKfH8b9MmTUjDmLdZz7nWGtceJ9YTsPsBdy2HG4UKd5YVdu3Hn0EoBRCM6nCQlmohEMzERgj0K8NLwQ5spEXpKEbgNU0yaDf+ZHuWlv4WLQMJfGkP13laUYz2AOmVhINuMcuAOzF4JESvFQNSFFhnxuTopUqKeW6DIolesgo9CCMdOwDtlx5MKNRymNeYf8BMY/IUioCBw+iPE5VE5JiUsheeK8op7kX4d9N10mU0TCUQYTP4i0zER2nURCWO0i/gsZH/dR6MvPPBSlzM7HKBWmIqpDBiXmACyh6jRmi3SJHNprz336/DCUoy65qAFq3K+coboIAS2zRKuDY6GUqnHZJFbiH7FuM2DCjn2HeYkT58zd6LTsLrKJpiDz5cZj6CWQIgDlagg8BtFKWh/mGMSBH79DD77ZCKIIKYoQ83UGdeQdekxYc4tkn/EcEBhhUXXL7ogeFvCzKp/SSuj7YNQ1VcykCNKnSD5OnAiL+fNnzKpw5CvJP/M+ynfFIi6POKaGU2qVMhFDTL7a+kTlRTXFIMC0WcaSoJLqSp0XvOwOrdVRxIrTFYM0JvX/WPqHcogzcsxyZFbiEGuTC8uIjffsITjVh4Bn6g1Fryi/iKozQe75+xflb5hEuQttwSWyjlTR2Sz+ticYwIKY8Kh7UJ1/LyaIkQNGjbqhATHxDoUCy6xcDg6shHFSAG5sSog4M5xxRwqFzGgQSKKjoSpgJMRrUzbgFCFLjQg4A44N6bDBiQ3hISMCn7BjQxwyk0rBMtHwshQPocOWmIddeswWxP/BkBbyzUiZ7+uf9k/29XBPA/9ZMmMxVN3ot3rQpoJU5KLrd1mWwBPfqkXcHZ6+ed7qN9DTttwvbxXupjd9h3hwiHMzxM7qE6Sm1hBzpbva3R0OK+RQE6fmH3chdt90+Cu//HatQ0OsGfC985Eu2fU7ZYgHprhjSYaoM7TN9vvwvPZd+e1R13XuqlY2VbeVGqzb8Nvvel+vNs1ONYiwr/P0TY170s2I6LPIC0/sQfg8chNq+89AGlPZzeq/i9qHB1gBoGwNnUKjFt4tR5w5H/0eB4c4O++jz7N/ibQ8NcC/qDsGs97GuS5D39R1wcO5HR+1Y2cc0cJOsdjOuPDTs+5aJOl3LauaD7XNogtc+c2HBs97Hg5r8ty5gWSXXb9nvwGLGaxM7CH+ZoCZW4vnKUuyi3st1pUnBt1f+macLpz/dvC8zMheDxKNNe98kK819eJxi/7jq7uc8zlH4AbDhc41h3UPq1oZrPb8VW0GfeeftORf3rDZ5tmrLF/ZQd+j834WHoEHOPDc49li2ex9DfKZT06fmw26Y83lt5uHBqyRi9tMp7o/fQVZdD2sFvomSmueSOBF+0nv8Ot8fG6mzECPbD2tDGbT5fM1LCatrJlC7t7a3XYHtaijUtfx3p77WXPEiEvskf/H3GKnDkpiGweMLXMHB/Bz/WXgWeZY9AunkHUZ6vB0pwN7ZQ9s6mPbBg7MNao7/dW8X7VaxJ1mAgc3v95Z21R70JFzgLxRU+RgcDlp+1+T2qFYfcTr5XFkePnDghh1Qe6uhYLtbSWsLvzc0SZIjRFu41MXHG3/n0zFviXOKBsUHYC2SAL45P8v9XfHNC9H2k/Zewrfg6Q1cyVus12qnb78UFrr2lUpmsj1QPqkBR6O32vizqaDCC/ZI56ypDGCfce9wfuI/DkHz/ec4Oy8Kz932nDOdqe/DPsos0X99/nnPfpWLKYPI1X8z7EEQC02wTjDyn6Hb3sHRwjedsptP8Bc8LvaRf/r0LtPIOww9N+0CPxB8hDb0lFhJf0jNmi2xtPp3vx6/JnHI+/y7r1pVixrTE55FDzWb/l9l3Wvcf+ITaw3v74a/y7jNYkK3YUOhX/a99eDryL+e/z2wKsPZTwYxj9uXf4aQg7VqQeDIDv57k1H2PHwVZJzefrNJRFcWuP7u6p2Dz66dBCOIt4/8Mvm14TrJGYl89akOSvHzcV4VKhCNzqJruCfdCCx872OQkm53fKSxD/LhQJgk5XHRsJoHUxe84yvx6vzLyZUQfx4w1NpBnsKiKwPxTJCabId2mVzGS3oZInY2VZMH2HuqGSxmyOCMLuOnSB8+eCz4LNkf/ewvPkMBaibeC9zZn/I5UvYjz8DvOqdPNaj2j8S1Lk0T75t/TxHPHBG9mbnnaiRBv1U27jUvHtid7pm1XXlhhULlnJvPBk5vb37tRWdeR55i7p0tdGPph23096iU8vr7i8EY94+CCPsenEK/5ptJOBqQfFOUyDCWDZwjReymV8hI4s/4S/FxzFFZtacd84Yx0Q2da1Z9BoA+RsnUFyaibHueP13hbZf8617Eg84rp7Fg8dHzwWoPZObagdnxhchlaIgDbdelRWu3yTjoTuo+kQMw4hyB0mE/RKMvHXTJIzTcMrKN3dGlt7Dr2+hUFwqICdRlp4RTxaB1Gk4JRed0vz1CXvzeUr0erEnIh6cyX56Dwlb8Avfq7/IA5sl2KxmjLstQ+3Um+jy32X8O6/ATLnZyjg354tVKju1wl07lar1j6tTWoKB63hBzXj0b6g8uYgWAdy1yrDhcb+fD4ccvJt173QOKmcaWEeAjAj4UOegV67X9P38szsHKQQ+UA464EBn4J+CHASagK0cVM7sQLk7raenKQI8oJzZvdTxjt7PAZsIZCcD/6PYLGy8mR2UAvx5cU1S2p+W86CYI+lscx7Llme0S1x4wbMx73L3vA4E0s3d2m5aKAQuredNnr0mAPiOfb9pamulMZRf24X82v2RrpmuPcGyUjr3/ch/J7zp7Nfgq14SjAR1He8bulDELwUO+z7N41uPJ10VGz+sIUggDZzOwQ8qBzvfjTQ/sRtJJwfzE0R6ichgDwsBA9zlzaSZJWlwyP4MCL/hpKQ2PPfNovsbDMya5jcxUyVqXhxwWC7noVJGlX3z8eXYBuAK+jZLlKqXFWu0FOlreCrdImXX2le+2vw2EYJy7+VAU1dQMkV9CMA9wGqkWMarBnV5eCkOwtiUWNpq0TJUKjfzNxiqBn5ahRjZq+ZqKHM65sLzzMNQAXH/pPokBGOMLXvp+LNipDDQnVQDpGsBW47MIqNZ64K/8IK73VRplTu/U7DKwFwI5Z6WKcxeaSCR6kIX7Ut+k5rEbwCP1ljdADvaoMiirq0/yPyxLWqw6DTr368EIcypvfbhOBAoLJhAP8V9GSuIy09wFbtCVoSZBPd+kznQpxPLsuoZZcRWim5Zb98A002cQdDT+b41BG9ERX8ZDPhyMg7dRW95mDZ2baTv8934KZsWu8t5EkQHwnnuhqIH2aVP2RXiJ8XRvr3WtQBvymEwRuXWdcnkvvPgXoGPwgnPBixET4qSUT9wEZMVIjoiELNI8ZdVzd5zTl6QFF2XZy614CdFTbwEEIy98m+hKkjQHK412j/Oj2IJT/wrxE+KSXHT3ezCPGciOClOlQkATIZOimn2oxr9165bkG7BAoACC3yzydfuGAm8nezoQ5ZDa3Q1Ojf2lu87W7WKZVhWLquCfBRFeAbgbxmx3l63Bi4tgC8LoP72FHi3NMrQSZHv11XzTyi8HJzftPGb5ofbHbzxm2qPyzG5DLNxRdOGpwvL6+c6pVJd2gTZNT+LAvwP7gE/tB33vI0LYe3s6tU/YudzL3aa2MsMRoieFJOrZTcRTNcQ3G3Z/heSwryh8i72w5XSUNeYlfUy4RKn6KJfNsE0lU4bBzgJU8uGQwfDE21ZG6icYZNSZL3PpQMvex0wa5l1N2AbIqcPDaSVCqKEhgkDHCGsjBEjj4W1p5I2BO67Yme+K+fAe1Qf1Bxpl5CJ9bdhAQCaTXu0BLjbOHjwvOsl3S5++vPVk+q/VWxZwt1vuIG351+9tcQLXy7e/YN1fWf+FfWD7yv2fInyDwNwp3mWwHksssCwaIXGPtB231xgAaCAi99uNstBvctixjUdyAfKwS0IbuVgoloEsgi2cvD+HPxAOch7EyBR27YG3gIfTzkIDls52BRMhib4MM3BBMQGWL7+biUWvuD7X46DIIx1d+3U3Xr0XoX7du7fqW+6NujWo1effgMGv23d8FJRUVFRUVFRUWEymUwmk8lk+nihvpQEJI3Uf7d6ZSu3EBhHVk6uljdtu8rp0+CVtlTltAUGNdte0D7wLlRsN2ALrylqvVmdZ8md5EHyOLPdeRYf2YVSbzZfP/zuvnXxvXvmTjYbJGkrf9QKAACAHfqW9+eaxO/NRqBXgmcY1yDuxoMXH34CBAkR7v9xPTwkrH+UyG+UtxAEVBiw4SFEghwVWlCMWNbUXKfsYf8PrPHgJ8RMw8Z4BYTFBv9a8J6NGk1TC9rX37VeDh3fwrmLNv0sNJb8q6kG/flHjWzS+NnoiOjP6dGvi6MvYmE9OBZNnalBXb16pgbvzcC+yLW3cf5+l+63Yt/te59LHgJLH+89dOoVtHRjzzyK+fKWygd7/1+G5j8CPyh+R3Z5bzt4lfU9TaeZ789/noqO7gzd/g6Ix6hVfOVI3A/9vPojOr+H6V0V5eQgemXMqTtzGl7PeLW2c6tQcInlo//EV67NutxvpKfVjDrqd++U58T/RLv/ysO5rDYEWppfuL2WdZSXnZSXs53T9fMud/3Geb9PfvX2Nv+y+6S09Q9/93+d53Rl1cvzbc+XnVWvzq1C17t3+t1dgy88HUj4QKY3kU7ej2tF/68P0959J9/+eyNf3/qE2wvuzU7E2b2Vf/1DbJX1kuYqb6rsnSXTeq/pBaFsNdZtWuH1DK8SvXbqRwfefwTP5wQGee0KmpAq5ZQ7E/f+OFT5qVyUKr34XMfDP8f+NPFT/t7t72Wd3iRayeSdvNsdy3fTptd6Ek/C9XvymGQKGQKWcEjkMhST8KCu9K8XiyDyNVW52TKkCVfzSpio7hSENcdem4DaXlgidXpxGZwF+VhnSorcKYg+CtWpy2XrP48W8pDBgu7P0mvU4jYKFsrKsbP88vnvgZrN1KeZPwsEcZOSmrPaERIEqw3TBRcLKtWYraZcKyhRxRo/zqIS2wX1xXbQo0nz727GBOF2UGZJvBGG/bVgYeSCCacE0UODXmK4whooI4iB+dZUV0OJGTerIm/Sd2uJs4K4qhdPb+lzSCZ8RdEjD82Ru2hbVtnXBeuD6Ik8tYLaUCKPxNansSPNuW6TkYwxJv+6ueZmTgVnvhvNftnsfB9RnOlJsHJxA6uNXxyoV0G9rVb6I6Wq29bqLU/19X8Gj29ERtKlmxoYCs50XIGjkgLfbZzn57envwTHGrlZMFx0eGIL597N79G3AglFDa26W7kaus3HTAnmoNCdH1+3n4ELUolfzLesXWlV5vD9epE4gphy1V6RfV7eBolRkljjovA9sxi1v9jMVadYTeXv13hHc81xSKx5zncc986nOoPIquFedh4/U1nPb76hEojEsmrge118t0NqOMxijujdyPETWIBLyENez6aYvjEK2c+wxxLz1AyTjbMzb/VfoeQ69dky7DK9DehFfTCISnNifuhBEt/7Da62TOk1QAOG3Vviz1BJiZk3GQdLaNiykaM3E8aLupiEQ1q8j9a86uoG+HTKrF+X+ck3SuyUv1NXVtDyHyWevr/rcNVVgB/gWlpXmIZ2c6YiH8o099qW8GyY8sD/N19JC3VxnROZFrrtqy6uHredPvfgIgE4l0nn7nzELiqAuSpN7OKUs7e0TkvUJ3ZZ4tmHkpfekuNQsRLFrxHcYXnl1AqRICIAOwY576Wul85eOtgVq/O2xKZl6ivHVrZK+HgZj5xwLw/U1GIYna7OAhAKcCWTnypjYcMAtifGDxAmAKNQfgWx3sKf2IBX1womH40q79YARILYoFGxwa1MxxNFj/9ZkYRf4OpPjH7evJBv3de/fPO2HISXXbgqfOgS7n3K581ZE49xn3kiRQG+DMdCXMs8GjHjewEPMi1Hvh2E6OlmT2LnmZQ4LtaR4iHMrrdT8R2uOC/3CcalyUNHoH4LQouPTC+3N874SwkHDOUszq5vVldbXeglQY8Nzm4QJYH1Y3c25VT8gwu9BWP1fToxnBaMEML/TCcCX+f7cwU3uekbuLYir2nhX43EzhAPcH34hCCEn7txeHrVMJwYBEPDNw9Eg+RZdiFo+A/X2rSWpherig5scegxmMRIarzMJsh+awnfijGvBXFg2rY5b4FSGrWqi1duzXOmPUb2mKXRXR0y0O4lWk273i41QE7JAI0NbQVtFYL7ARGDRTrSbrugEEbtSl+zqcSMAJ8nD8lknM2osT1U7HwudpLo68TkmqxSI0VvbBwk5qrsg+m9n16RDnPMkp/Vw1brrhBoMH0rut5zVqSBfpPXyF/qkE8cBtozlqNGus2oFMeYNQajsHnU44CX1C5fmEMQZoJQaac9+egtPFrmzwMvJwEdLhLre86ZIZDSWIoqIDOjaMQtCbEM8CjyX17a0Ww+NKYKoeosY63oDWQUgpHm9EsXOhdpAYjWik57SRXqnNW3whVV5S6xKpLwmsn4rpfzduXyRAcoHvfkbT79EHfC5+78W41NPht8Mywp1By/nUyh8kB4xFE8p0ExqmTzEw7jKDlU8qkUTSnjkSjRZMD89S1hSH0Tp+cq8qcB1rWwEKPBjJvIcIcqSp5mNxHZRfqBJt/PQwbscmk9/8zyc1f32oIQNu2iltWu027XpCdI2djnltVWQX+gHXxDnNPgE+zFHI2RLhAI31Zgz4Q0olNi0+ortf2hK/Q/j0YrND2V25WBsfr78G+rIhnUQeWjLX1JUj73kjr8PmObDYbG1gjjfa63M/W/SlX2ehZT6/StVWP/VMP+zge6qX6v2DVPZ1AlRhLJ4Ohh+A1Z7U0mj6RvdhWOFt1I3/CkJUM5Enh9ATCKqYqyZh4TUE405vkr0t0/nd704OUV+C1f/v+BAKsVRVV4J4VJYfoTgK3rnLlUxCDA0yXtC7pWF3Bcp8Z0Mnao49IQLoB4K1SBbTkY6dwxv5BBx0P5JE2KncRBmpTNY8epwiOeM7JFiXjulZyM02F4X2GiV2JUF7EkU8oegOEyiFaocxiwlCnY3i1jsQlDMGU/QK9c5L65hkG2QnV8C8zF4JuqrxkpJVO2wZm+Cekee50D6FrbKjVpPx2M7RcGzHFRx1Xvbht+so6nKNdIK6ciwtCnGENjrzRXN4753WqmRQGXkg9Wy80PwTIUIDyfbVIpcqnuZ6QDutPvdlcjXwh7+4hcBn6qza6OU2Kq+3af2LMOAbTO16uRmgrEkEyWZaZdhit101l25L91cWGo96uPx2jlCf8c4GQww3wOVr6Rb57NgpH5uYdSm+iK+ex+zgTbK/jHcI67JIiUWkYYyuORHv/ecSSCqyfif00I/kUpUixfyQCSsH8xTRh2KYb/IISFU65q2Kofeo0J9aqCfH75QmauuNhdnErKZbqSlcsYApGa1ovXLzUFgp25nHR5snCCa/0JMKq/YzY4WwuLHZbaexwlkXhvvYTWYtbf81+iOhksqhWaNfA38Ttif3PE7C7MyD3QJMB8Qe/c8FlnoNgF/9lkH/VCQW/Jy/DfXfQ1NlVGwjY96ueU3cIsuH0iD7aAuNwcfz9dH3Uqi2X8vPzeS9kWryc6xvywtsc7IhvoLEoBEwCV8RAHHHfY+gTeMfriaot82fFHZX+i63bQM6Go5Ud1kyG3ngvBfReu325HAU2VP5xwpOEOHiY2Tc8I2umxa7LBA/q/FFnj7y/++f438dt57NC8qWXDabnBcCwjys8opz49y6yU8EdZekAkVtznRc5d0dkzyna49y6k7dxAnly6J55d0L3HWre0YF3h4N29KC1v15voQe6FoFVXBXPnv15OO+2HrUpyqnkxrUKnzO7U7snHIcDA9Jgh2fxB8lchA1B32TqTb/NLJPrZm9vozk/l9s0fcPXH0Y/GdoL44bJk/J/PI1Y4exTWXTrXqdEw1hDOatnPyLmg2W8Zu9jYpP0qzHLml0pyvQ1KaQ/d6jW6LfvonFfmYkOaDaPez7LYy536dW581mFxbvg8HE0St7PubEjX0rGdH+/5CVr2yPidXkx97B2xNzulxWmWZjkY2iNAuSr+6WFqM3a/U20dwu3TXvi8uvyMSW0tDJah6Mm+RHIIDN3hsFmSnBxHJ6X2I3aGFcqW1nxl6/y49zm17JRSC1dHo+cDxuE0L9624fhHQGEbkBivYt8Pg5mvzxibUp3eWAwCYj72+SN2cKMuwvCGCIBYj70zV1ZqtYDmMlhWqA4KtiJRwMAfwsBhxX7K9j3XsJ+mopoB81PrBOwSXU13ahH9RVuoMLUAlqcWT2P15KpPjQFHTVe8PbWpXKEQQgrzyDABOAyowqrikOgY00Su9VyzgFEQzLJ2nY3Psb/9DwAAU35icWNwbcVCLAMCattCHHns1PWpdx3nu3P6rEl709idDUhLagkQwXLv5toAHJXzGzqmTH1uH3VdSc3d366esPYDzvm3UyFSHx7nIuDO8eK4RdcYb8Zt4/Otn8OdBaHYw+nUsGrbHCt0DZB1QBeARcve8rPb4GWu5RhPhfq/mkKpIK7OKWkYMnpyr9Cp1O5zpSL/KDV+ywnc1MApbyrS7GxNjTyIEz9v/URurnNrdLKYhz4IC+LcZOo6lh1iT9XrnnjW3572Y71cD8vd6Rn3GMmueVj93nT4vs73Jd81HPy4Ppp2RbosY7qb2qB9Nd7Dwe3iHJ7ROhm/PbFXOpkjqLTgyKmNpRZbCDcQuyRJ/bCYO979d7YgzfVeDkLLVH07DVkQ3FCSSDFu4hQFCcplMzWC67EKIUi55f07UKI4OjhubJP8K1Qy0ikOP8yP7WY4rkcZBKSEwq4gYASkCOK2QokM5CC1oRo7jorZq3rtpz7JohzpRWrCEf+a3cNqvBe6TlZi0ewu+dGB3LcwN0AsreuiHz3LboW4S+3nkDQl0gV2buxhiilMi5EaxmcVhhIflMtWoi7B0btsaqmFj/xjdJ2Uu39dsxTE41pAd8Fdy05DMCVXSonUL8YW51V33SXx/PiUMYvovwg/iX30dHsKs4eEopz4CD/jn18YjYFvaJ7qnXx29r94m7dCUb44FGZl7T+R/iw7u0N1m1uI8Y+/HQNSmX4+dQC7L+2OvNTt6TasAkRG8A0rQEAm6SR8HC6K7jaHqfbfhTEVxndxHSNzun7arcyXn9UCACB1UdvaO7AmvUS6t6LB5Y7uFwhW9tp7ZfVB8GYaAwDfpUv2zIZCjnZ3SmQYr74PAjDf3VBe47x7snEM+bZCx4fKkFnLZ9xtPObjHiT31xCO0xR0YSe+du9rQKB/zv/WkXdyHVnxUG/5is9qVA9vw0VG8XHAD07jqH+RF2OAK6ScQGCOJqVJK6Lf+/51LnZuJf7pvNCuEn8H6GBgl1npWmWaPALIq0TvgL6lcJq9TqyXVXmoPnzIV4b7zZqDbGpFcVsPCu8dCDxwrGzfO+1y7Dl+s6WysB6sx641ldNST/TeH1hCyp887C3LXzV83288s6IwTlTuHYBYI2jiT5doP7rCPY1GWi6VgAH8dsgC5pKv2oDDo/PQvOP91ah5fAguBQ9kyQsgwOpp4/ebOoEui8Cp9YwGJkbq9SCwOIkdrgMAPvSHDx5M0sGX2TId1Jkc3f74JFwAAboA5747d8jmW3s2VeZ5dAviSOuVO/gh76pDyz/Umqi5QcyNv0CQPezEH4DTE4n8JNQNgOPGMXL1y/IeBbxMQdYVBsl4tWPcsdIUUglTH3J5m2IaiqK7ubDVvaTaeQYCAbjSVAGWCZIWofJ4MrPaedi8QkHwQM6jHumlbmxclQS/6N87Sm88lZ9glruHze4qwUWKsk59Mg/nN4wwwmAdHvl5z5btR3XJt+uh5muteRtafPzzIDPld0sLALNP+XAW3dcXqE6tnbzeJWrGrqv3SgyoILKT2HlbyTxTZCkrer6IzcRO+fgALwuWR5H4+2FMMPKmycvKoS1Hpd8h97N2lWC/Gdta56yqWY8GAvMlptyYbsaLmkhbE8N7ZHgzrUOgMIQW8/my1kl6U0YMzKGiuC4rl8ufh8UbeGYBIaVo2MQr1EqO4lnd6gQZFiD6x7NgoUB5JmjIKC2qmkLGGrnu0vJwCvU3VUY49TwHlNUDvP0JQIFsFeVw9ZRsYYFwr2i2tOMBkQmlJc+8N/cYBTSVCnf66PVW6lEf4p487+0eEdBHK2Vl+BoRU3iqpE8+aYDZex/IlqpMWp+Sb/uqesFg2fSjWeRowflkDXl62o5LHa5BU/FPAFoxDEJRxYi4Y5b1Rp/csjfzRKgCJJxE4R1TffdqEVLtFvzijprBb4H9ZWluBcqFoxdxyl6juHyTBaQee3nTi2equtpEHWjYSchle45PHV7sDEUXU9TpJQOsXFvCTa5fxj0sXyijndmK1xuX2FBMBVTz8A0jXVeIlLbppvkXqCpdcS2ZSmbl17Su5O/LAqqwtQ5VvuKwinJNbAzA+260DeL0gWYdnd9A7kE1HNPqMXa3OpMKIqtWQ6UnsiWT16sEnFmIKAerQiivnFxa/1w9HGs9AwBEoUGJT5QUaafz5PCPVcdWnoQMApfcCx5KF95vUMiSMQmr61pGnYK9idi7aKsZ+Ppod1T7APfzRo0zEf9OPygBKWTK6yW8WFRPEGdmwtuciJURUfvU1RA3tdytUpBFJUSxtTq2K2ZOJ2b6SHZiP7QXn8gU3E64AISByjT/rLSmtHbHmzeL8pniDPIzjLFpL6EqJVe1m1w5C2fxTVcZRU0dAiL/rTW9dvaIdiPfnx7fcKyoIIvcOCkOFw5cWrtUV4zQwKWrnJwmtRWO7DkTrFpZuwBWT8AKwiQn4xfAg+nI1I+lD5x4h9TOb8CGYv/v9NnjMiqBrZuAx8AK3i1L6T5lWn0CIsm8+h6PECS3HM77dahYzYVL1GP1hfTqOw+46t7GwdIKXn0i6+faj9xWPu+kMVYPCMJj9MxzEwX41YJ3KjbR3O5KEnNCn3zaazO0sGeoLrnyPKDxQtQyaAecgzG+RjioVp1tBUpMEWrFQOh7T6ZU6tpYpDrF4Zupal35yGbEfCIHMbhF0cppHeZrgF/oLi0eNUS6k95d9jOZyKGxE//ndLuxkjBuT1Vi2y0sQM4pNYSTmwoFJ6X+U8rc3JIDW9hvUunjeuPo9CHCtmxYdIPxtbntdOQa9oN0ucCG/JkpaBTZ16XGMVLGqnnEGNEVpt4hwCXEF7rTj4fILfvKBOMKHy8XoudP83asVE5hNx6nD22OXlp72Yg0hu94BB0ZNxin5zwyT5qZIh40g0AZ0IEb8CIswRZoXdF5QnsxGwL2hWSzuGy3kArn74E5mUSIunwchS488wH2ZGBYlk7tX2JdBOkoNhL7JdW+1NYVYKIC5d7urdhvmN4zxySuuGdDaIgtqeS0DpuWq+4SFW42/RoFOsKU/3h1rEfgyKGOBwXhOoM+rY4/vCgkQSsqnDxE+BNCNLD4nShyTD88b7wZEzVZiIY3HpJwuuLRyh0pDy8f0SU0rTv6Au1s/lagQ/tqqsRY45jfCYbrGK9hEhLBqdYWQg56dqw1/6RAcJnHLGo2SQVV5njm4TYFfdba2vSRs+aeo+XYuM4wVSi7qefkDq6so02gelk94gJ7L5eP3trtv+qeNmteMuiGFXU8GjhijLYipRm322VgRXithZulQPedFwXHzAHR0ro1iv5XgUCx76NOUxktIJ8tqZSuCYOTTooOX97Vh1RQJeC/hVdmqmkQUxhSUhKmuDSR0r3kcM+fm6GbigZqffFErdgMjWtJ2cYmIzfZho33LmDPTd7me8R0jbhYGlNzp6N7oDR3qlW+zCXm8JHAtZ9VM9lYBrcVXlWKXacn+4pFV4kxiJOPk2oQ41Rohzf0/xAvnHacbv/8J60728nRQOHkEnW68bQ1pR8v/HrB4FQGD9Ltqxudlbk3jLdAxX290s5o6oc68xtUDRPOz+FAwlFkSoPGWVUtRQsPOOOS3OoWajuhBcqkJyX81KCYWRV2S0YTgQRD07DxhwbLy5XgfvG+OnOoropdlh0rWK8RYNizFzfxceLPBENakkZCg/aAJrsZ9RVDpgXRScYwjdTTXAMrW8qL1edi88sbS+mvMDR4vmgaVSRf+0yuJ3Vp3KVPi9qjL/wUa6+mJvuLJiaGIa7j4u6uEqVStucVyp57oHptgIoRm3QL3k8GdZttOm53zvVJO9p8pHSjLtmQeUo7M9kDtXWj0Vm+t0NRc8VMawvN66065cxPHAsX6+cEukmXZNVQI9lZ717dfvvUQqmpJvtnLt7KZ+v+MXdLnbrrXv3hZe/UPmOXNGoFCrU0KFpr8Ah9Wq83e9tNjpfEjGD67z7TcqwRcqF9yFzts/vHi3X2lsFYnXElhpEeFFGdijsoqj0cu+iO/CQ4WGGrlUdUdk6hOnSKS72UL3MvjJcHCgSrrLLikb2Ve8Ihdde2V92bBPCoR1RYjDAzal/T/4TsAzs5D+dgWc0TLz+S7HTVMKrMDXmRxbNQtsUiPR3m9CcfXnkVmnBlC4riLG14eaHKWRdgq49Kx+uMef2Sdap961jmgfqjBNRVnNF9FMLWoTXUZiMtKXKOWxujdXNF1/npqY/vMh8K7yY1UeiwH0J6AsAGXjwndc6kRMfWAap0L1W7Eyki+6QAtD6y0deHl3797hq+PGlRY7eZ/xyADq9RtE9X4v/snnurb2iffgmFC0UP7xpqRV5WTf7vP2EYYAN7LFUovGw/WixyCGFX4JBhN7QiKJqNi+F/GAtse5j8ZospEoQ5wC3rXT0tAt5yJm5t9FEH8cFG1sKM4UaoDBDTIHRYXyPv5CV8BfS3/QYZvgZczAZtqLnROxXkM+qy6hHLAT5c5kD0lRo8kq8RPOsgvUZqZAno0Me9NbpemJnK4jtgqKd++DLDQ1k880xpBqVnOCdqCcdGUG+09ndbPGsIaWfDoGyOK6zpJRCINa6i1QI5bY/sfLI4ZrII/SJjtiDA3nxv8czuQknd1YPe/SVmgWfmG+2v/O/weHdZfb43Gy8qPMOJXl1gPOnhqNxXtNovOB+Q0yIacfmis97OoCOqvPJXkaj2nrfW7TvSkISl4fJWVmbRddH0be2uTKO+bT2hh4HmqQKyBzKhsSvOaawNYNMelohRQQQjWgBPwt2zR2H6GJHNzqeIFKYDiiuEKDh7mkIN7oW94QpZHNM572ixpe061vUEC+Vsu63z9IJaqSArALE/ZSnJc2ozpdYgEmjLcWHyl35fekCbptJ5khmyLpe+8I5AsSKqzuUPStRm+GsucQ7vF0ZotltoWWz4Wz80AaknF34THmFJehHVZmolubMVz8O2qsyfFjkcVrbKd+XluhiUoMLHzGh3ttd/XaoH11rxiZJccZn0z90/3ygpVGLSM4aQq56XP2T4yLWoaW7eLPGmfilLoDsMyVi+NwYAFANAkVpVVEWtLWjDhRcwEJI3VEVXwleg8hXml6U1vW6mrPeiJ7jG/5BrHuZcCR+mVhhRIJfjmiJVS8KPCgia56HJMFUyeScNquNBeuRDcn4a8xnHkxan54JSOvvo771ghz6G5tSAjVx/Cd8aAwua9Gx7O82Yzo+uiA/W8r/1ooagx7uTv7/yq2RUb4ho1zUP1x8+NdeC6Cq1do5+9NV72kme/bQPYnF5Wb0+Me+dHfnmsNIzQEI+cjaziyyxE3O7FLKAqG64nIfYcHJXtQ606ULImy4mILL6bNSwZO4ZLBmm0IJ3KihSnkGS72fkE/VV0bOJ6ol3402JGeWzvwrIaT+JHUz2vfpamXxxpRs4yKcC+Ky+J8FJykjMiEKYvQDd8VKC+yVLGstDHhbO0C/wu6CSNpR+4hb8AlaTSlWhC5LN3nDLUf8Y8s78S7qkP3g3Q6OXavCjucU+K1tZS1jFGzR/Cpsh2OD6PKQUEu87++Pw/xzwumo4ykJBdHV5cCiJy3IyonIUJ0x/W0kLFVE0DZVaSfY039MGiAgc6CzGo/gva/qEGFiyEwBATr+OoDtE/ZxxNbIMrN9ZUPMCwjf/rxc21juzTxI7UQmEiH7BH1I5taYtRLutIC5ZyGQXwSBBa3nhvV0/LJ7fv1OQ0D73QlqZ8YUHAn8MMvQdtzNIsqyQBjguFhbvXvqT92dvb7uPTZkx2dwLqDqnLXA7dGLyersJSYgeeffDtx4tVNaS9l8322Q6znon4SAPySLo0uY/fFuToW9sEypEhFNXsaJI2q4bocXWlgNTY8V6FAP8lnWsowsRtLMoDa890RYn++SPjQgUEgpyJ62nHDDjLx4h7rnRo+KRP050FTERbw50yRHpDafYJ5y8QOUF3AsGD+cy4lqMjx0fPUCvfvZOu4EybJTYEjk65Dkc9Vsz/7NSJSFR9VxHep0Mc/ur+mVwSC8+hX94rLzaF0r2rMEQ1W+38jEIalXDKscmpJ+8Z94/vTvbne6xi2IOX0Xy6g3UVOyhcDsG2gidAvTFnsh3Flnk2yqDmqou2p9YKKbLIyqSAMQ92GA6Mcc2GN+vRRrQpVgu22OBDjLUYGRd/Jfd2bagvRATdpKpdnqHXohu+jqEC/2TCxfjp1zFCCAaUx8o1LmFE0D7pgkxxq0yj0IPvC+mFd2kztutVfHyvkAZaQypjr6rR8G7ypuwS+INKrk7PN0pGjTFNpY0nUmDjkmCWBsT0G2orkuQ4i1VNNZ2Aj3t4lOYpRJuvv7PY2fZd0H0FGd339ebpoW2qsdN+pt2SUhZ2ujT4n5F7QUNLpm3lQTlOiCvak/oyhQN2lHuUD48ST6yNJ1vsDn2aB5bQOw/T1NZc+GK9Wbg/PUvGRQ7G9Tfg2m+frUo7SKM5Lkc0CsBMKzmLD3xbtNV8pgy7pryUszszHVUdTDfP9wQ0UST5phFTwWrEiBZUmYQzG+RFWtitxBVgJRv+UNQ+n82DBkO7v+eeLq222OCEDVTsUgD9VVAdjbosMLXkn3CwcnuWKEw/ueHNCQndkgT1OoFtxQ/sxS119+Z7Cwgvy/lk+ehQsVCwiRngBPT1ZRDkeZ5GjnWFwWbUzu01iqYm2TJVeV0sx4F2JRhwxzjROT87KjRatq85aE722HUCUv73QtiQeh5RwnlqXOylZhXij0n5HJIq/MwbixyY7LElbUlg/KaVJe9kEaKBTVpjdiwEmwMHdnJb4aZzxLUCU3uCw4xnR82BTJGNXtR7ErG0uAr/ob2/o5nYeB1EWSNrcGNi1ej3TK/HssIK/WWyQlQnJXo8VIiSd9PWvkYHpriIdzWQtTBMm0qlCwD/TBtZIqKXTqLWkbtje/0FuqSUiNIWvXCL2v00lXzFuqUFdBgigiuvEou5OM0DGc5eiQTftotmTzIILhQTextfv9bv6xSE6S0iRdylf3bz3+jNSG7rv0ajtRHnpmwLWtJjW8SkuQqySIV/l/REOwMHVSH59saUrSQrVFlKWTXZypTJEud3sMUxlJaRLHtQ3xImYe6lXvT5Ka05HADQLxuNZp7haQJCJ/6YwnQj8qjZDhFFIqkczdUF2pxT0erUqpeSKk+jZttX+LiP+jlqIGS5QtHZQnBhXK8Y6wLvdPLCe5Uz7mih83KV9GulpXUBi80GOl3tt3mXlYokUWPFlncqJeCV0bEGhctOurhGDyPi0BtntEtWtl7xz6NtbRFlhUIpi0btlrZD/PK8XGrrYJei45vkjMGB5InR35Gdh2dowYwsz1scTyIJijEJkcB1W32p3I4NX8OF3fCVAK34ehZrT1xHlxsEYEzXt1b31QMYkhERVtxdpnq1U4kYR71eGmMboX9QEArUygNpixDaEOsb+vpKtQdCSFJHXOdyVlceT3N6AH+Nla1V8DtDFUwV1sqQi14W+HHCRNXxV4ll1tRdWZJyvyUBW5jKY+NDtiXPn2I9iIx/f8pWglClaMS3ZftMvYK+7KpYWUMvLKpd26ZpNrkNdwsRh/4CJ2j39C+TMVuJ4KsEdL/V1WzdQmKfPZEGFkCpI9ihzOO82vqsOfykSZGlnBo8ksUIDwEgyg5xCq5YMrtWqHO8w/1Xu9rNdwL400MVYlcAiJxtZfjmx08KFXIWb3y4h5dQBNGPCWR2SOFnVmxcKt9bwDF9jVWM7GNDUPAV2oOsGbf/kzeLNid8CS7Yu4Fe4g2oSp/Bg8/ndo9bM2ev6Z5vtO9D2UKIqjdylBgXeJSaOGPGN6rZ1wyOpu0jnhfRsBA6QiNx0po2166DIonvx1HIUZIYWQGmDNppQo9/M398xRAR84ez9j6edpCug5WKRq0GSZ7J+yQRUOszsndL8bd+4glnVaMl7WpS2mFFMZhfEjzxuSVhJT3n7AV5JWrHAtFUuXzvjWOuy6B/24Mk/kgIx2FQIZ3JYYXNbIhSUBsVvgvZJn8dD8FOwkebFnI3qAquhbTQc1ixpZU+YrFa/DAPt/UyibgIX74LkoyB101URkYFPrjIraXijLAxKSVEmhbDDr/aQiAuN4WF77bnSirwXNKC4YRWclGirAI2jwxL0kak/B0EbfncLynue8KrM4XuBJd7Geip6SxsfydDIQd0TzCKFBhcofKxCsXRdagMmJF/2saVUVZ8EB1K3GVtkgemBn6kYn2UBgOvI9FLafnZo48g6D1RFEL/ez4VPvhAscORiV6YZ+pIrlLG509Xt51izT0+lba05ksdfgSAKCYpF2ZQ02zfCvNwJdFDXsnQD6O+LI/8U3uxGTC6tlvHJE+V9kWwNJ7Ty9zKOFKIxnDRMWUBOnciolruPDD4ovV62XMEhMVV80bQyaGGmR+RpYvMM7a6g2/ju94kaJmjxyMHXoHqeiixwgfGiJVgXwm8EMFGq2QwNMXsi/2VGMpxxFdXt2X5/HvBSeO8q47ohlWk+UQlhHfg2K3pEe0xK++ui9mCphzkYizN1P7Uc6Uy1co72q9yt3cdiWSXxuTHnanuGVZHMGGPeQeSzQUBV5fZ2hGqFWpbPWuShLgfGzaSmhpSRUfuak+fbNYZ3+Ehnwpu7fwtUhqBdjU4wF3lXlQjFDmQ6qpEZgukDQrlaEhHVOehwNEgXsJBCRRkKwxVrbhposkmy0FZKslAQb+iEr2BgV5eDdN2JZd3JasoKfYnLjI5fKBbK8ZfnyyrHfNGqw0xs6mMvGmzyynSwnA1V90bCaIYQZnkn9kvDBYjHfvf2S3zljFnJxXKJC5gkzrA10dWbTMO1L8DMvdScUEOKH/pVS+4+L63ZVDytrkqZtmqn4uEprfl7WGU268LAxjtd6LdLjkn4jXlG343UIjZd42syHbeEesXbZEan8b5i1OKoCSyHLNFDNhi6vwLrm2h4pR8LlzpYjOgnOsD7QROwv9Yh+mxaYwi3q97fd4MoVF1QFXlEbe+I4hM+8oSsziF5sR4vlpR4EkBiwas1xMOBxz8jnZvVKkTaixcTcU5aeYHVB1KopaQHFO76photQHTiSHoEhUxX13eJOl28SAM0keGtFihmR/DRE2rfJm0hchq9Y7CmBv0pXEkk9rhRF6LxbGwkSjDuoUPwAAthLJa7Fo76WNDBnskMisB8n3t0hW2/KSxr54QevGtTTdMcZYywR4MTvslVnbrjC37H5PYL4h0XMOhrJMc8JZ5gTtKeaTJBtBNZHSbeQnH4s8Px8rx6/B5bTdmqK7qvk9RsC3wU+2DVVtGV32BjEVOPTnxNtcNCvzdUpvihLPp3C+SoaoiKMGsx1jGUsBhLWLTg1ThLOoNrUKlS++N5NAfiU7kHU5KUlFeb9tNiPpe+VtFE6wPEBLHKkA4JFhkqpZ06RNyLl3TM76Ow7lNQTDmHLmuYrP8x56TARzmld3OMjCI7P9cL0ml+4lkaDKXF3c0mU+yYtKNkliXhi578TP0POorK8OFb/6Whm6GojoD/ThJH+r3Ga9dMshDQGZRoh5FiPrBpMk/ScYoxknWprC+dHZFSzB53QLqnpe6bwr8eGUbDeFYqctsXMdiGZ1VWGrIlnNiooaixbehmGSbI7Ep6XVQ5c0KWB3TsQorph7cReLe7CWu6aJB9MyQCvrFO+KFXGHPM4TY7It+IwO+RNK4cK7eYOYvlMMopc8Hu4zmVv9iQlsLqnnQOOOg7Glf6+HNYTwCdorbg2m2w+JOtLi0TA9pLHlK2JApTPpyDkBM+rYB/m1z6m1Ua2LRXHzNui+/m665VnhYcQzrMCuqFAsjq96T708sP3p2kMGvwPwaE8LBe02reYKCNU3qPsxsdvPY8kPlv0jlFFOxn5MFIg6r58nFgLuWMS9Ix72SLqSM6GG4nBONoA/2ERYUtiDtCPTz8qEuFJOizQIbgqCDSAKSfC/Erg0HE8ac+2VrEE31yk8fq/+Lg4bP3kGq0ll3Y4wm4FIVKK6R7MCpFXrzHpy1eL6pLX7RHmxc0MCCNkXPQOLVaLxobGq1/xXGDVCNXZNwDrKgnehfnMOJe1RN2CcKPZZKQrGqlnWoyhKkWGXiJQ/1nIpVFqI8Ng2HEBhhiLRR14N+5E3Dh+hg+QJ3SwVVCOV/JaM58jklq82a+e6/JBZ50Lg7AuR2IKAjfuTXei87JePX+KFN2sPRoLrPn93ojxDUAV/hfZxqlfeLBtQw7wYZZHt9qDmZuUAgcTQygMBkg/NK+f8xLJkMkWCa4dfJIUcwYN3E61MvNaPL/ypEshi+5wIlcjdx5LOlirKPFH/D9Noa2n7V3pRCp4d+i+eHQHM3mSb7XHDACGjrq0OvhUvWsaA2WLERM3FTr0o2ocZrkxfRXF6N03HruQ6P2aEpfz3JWpnvjBdzVDhJcwWvAhylJ/Z6C1Qi6uwdWXPnhBoAc/8eNprYVHiBS5s4ehYTXa2bBLybCXLFdqhtSVvEEcfzFR205H6VQKPvPUzrNog8tY9iXbsJedWwWU6wGW0rMDq1pNCFLGooI8VgK3tSmq/KVHDsc/KpFUAWwsgYMTO4+ziOmDUcG97MCWoGu08KL2e9vT+1l/QhBzcVoD/MkXu3rRibzmIWuy2X3/mLrvtThYT8ELpwkHXdVchLGQo8ggh/uREltEvFCr0lybpAjAq/jhF1o+ckCss3AoiuDcT4VQHlAGPpmW5PJGH7aXUX6o51IuKiiHGhle7K/Uu14mYJJZ++mQqKTrH4S83+Xty6s7jARSOssXCZRCJRxVlqlc3i2qyRSVWmzh/Vh7WEZXRl+iF5dfpg/fdOKZ9/yG+yYNZSD1ZmxKcFH4mo4t5grAxoIPrO9AM8ORcj+IjPOwrzsmEXU3/vQ/OJBYqa4TiPj0aOLw5hJizmJVAT2qJvXldzcvpeSUupD9LIXKehK/G1LO3nwiSL9AYeesWG+koo9PUcFMK6x0pzV601aFQubasX5I2KOe80nqRfE5Kj0ZIMM+9tlzmsdGWdl64H/M47HCcrpvMdqmLioFZRNNpwYgeMN+25Oh8fli2saxTS36eAFdsxqKkZiMYwsgfW4k3A8tKqFOBhG27ltChTDuv8N+kRUwROVfnJs6V6xD4cYzG+iEJ7RPgsAtCwk0UTxh7mxQ927+/19iVraSNC00cXK7JS//8w4qjS0xJBcWpp6MV968VEGuckufatT6BFk9JZnqbywh7WMEuKrvcFI/iK5VjeV2pv9XPbTW3Xhe34Y6H9WXj17IyzpyGurc3U0ELk+oU6hw/895C06+zLH5ETe4P792dbjZ78GBWw4BB8usNYhIjrMRoC8r0xuLcB07NQVGShCVV3hqsUbmJhrOTZUcB5ey3HVDLlCNZZCE9XDiGWBFuUcZPEEtOcyVMGKqwe2EAC8MIwPxn3E8Z1dFrjlgFa6SvgDCWUvmxQrsO0ixXleyZDIB8F+iH4WVtjAyViVTpKpBTozKGUbGOKIvcRSJ7Sd28v0lifNjDxnQNowDvr4Mi0k/hqgaAFKsrt2Wh0HwzrGKN4UikmrcRSqYrzl84ekZmJQUnTXvcTp3h6NdJQcx/PWw9VGzNddbuy19SR9OH3ES6PP4+ZFudS3Ibx8j1qdswQvJiJ143Jk8lzdC61ZIqlbXHTWohAOCEAllXfaci/7LMSNTHfMgdS0KO657EPhkjxWh14zeScXlM9B7X0ZDiIMcjACx67Zl/JxGJzsabMj2vDwNxgocSARxs8E3iH3EtIUzrPIRSk+o3IUSciQjBG6dPLsK1N17bHZfo/QtSHOn3+CKall2BS1Vo46/fXXhA13NUuJGz4S4VjKGYod0YE9e0Lkd2a7gvKVZ/jYNSFZkMXiPPqQ7ZMBDE7ZAKACUsmdYVTZM38owpTqn2pgm7yi8RJzTBIgsN31XuXCoi1sV15UzeqMyOkottVeCH0DinKOhTndHsymWLMLYfLFUy+QYuswb2Q3oR+CyuucwFKjnDth+Vub6qDHoTsaP6EKMlHJq4cwh052R2LC3JlriUr0oy4PsMYbpBMig112FJTZ2PVL4NjdHKKG5iVyRk0ixvMUl77mqnEiBDksEOFUthyHh7p+uMUB57FXHpU8hgeMPkPNXEwBNttMRduwoVMVVYlMnrIDtEKMgkVbB3KPWt8izEcq0bryz9EpXUV4dFytSOFjdOssR6PERdXBdjyx91VI2N5LXM9YX3NhAgHmzy4LvE1mSztHNjWXjJIYuma4wm5l7VzJ2yqa+siH8wQkrKbvtbUXYVxkStwGw4A1PFCJog63kwHg2q1BcGieerS1WDgxudJ1UyG8gA22w4FuCeNO+ntZA31pOl1nq7lmaosqE5uAtczdzus0c220gy0+v9e4ZRmaUEAED9jS9EngN6ZNs26wK7wpfJ3xTjM9W5ueB34GF16Vg60M9xSWMFfW8efABoVrCkGhmclZtzsD4YR7fCkayeTfYptpLDtIkdOjMoFUSnosllEIFG8GjoiH3djVrrzNNVvj2Qzkux2tD5HO2CJultD9yxcq0ZdPE2Cyca';
/** mapping.txt: 56405 ASCII bytes that the long records point into. */
const MAPPING_BYTES = 56405;
const MAPPING_SHA256 = '8cb5a957e0bf7b702accc3ba25bf01bb34c1b0cc5d5fa4f0081d36c2cb63db20';
const MAPPING_BR = 'G1TcVwp2+CeqYHPbgAP4wy7176ED6LHtqAIyb/UIkwUizUZGsHEQIGzvBFRVVTUvaYyjzWl3oUTAe4vgxqDMk31eqNSVAk3awi07WkmiOx0zFzRUajYlVunkyzand+7mNa3Oargi7WBPu3BNW3xbrke3TXC9ASfZ9Ovxlh2f6MkfsmltPzQE33D+dCLDhyQNySb6ZMvUkWVoLA6Z/qKFO58TVLEu1q2Lr3F8UI7iAXdhDzoiJzmNLJNYIzmEDJeTtAqwW27iFHm60oVkUxqm+YWgJ0hKbCgPn6/ippV5dRMR8lykX/kK5/r7vfn09zfrsgtEaVTkeYlpe8a31Hy78jsX/Rd5l7kKt8oVvNrx4UN4wJCANXTYlvbv6Zrj/l4TI2y0FsgYyTbw0jaZHfxb2VRbTVLZda6iRuXgG8ICn4FLO1+E4ZFOo+pd/JrYrba+p5QtYfYr9LrP3QlLA8PwgKQmq2joiTjzZ1YfpRUkd98EmTE2VDPaoRoksYD+PVZVQ3JaM06PDp262XmClFNFxtFGIHh5zH9XV5KfSRUdVLEKceO1rTMSSex8a8eDv1ftoa9auk2h6Lb7MXfXNgPYstCTYGR5z4e3vWJV7datMIKvyyTPzEZrOMg2n6+o6q9IorK4kDmORzw1h6/s2o5HSaiYL/DSuSSFDzoVsmntvBbI4wdwUMOpKmTNYEVVG545hLAwBnUqWMM0Nz2Ew4sH1SAr0Hv2dDjdQ2TyqR1eqbVNpXk+cHB+O3RNKAUHJYk+pvFfnbZN0QNFNi6U7e6W6TbKB75kB5lPihU1G2/7rNqLn+4yMDAQLdr0Yv9FRCATk1a1U3SvL+oQyclC1p5JS7IAvtTFW7Wv/dWVuyuuAQa8wrAI24nI/6mq6x3Ipwe4U2niJmmilKp9I/6/g4I7uh2kFECVdCVc2RKRbm1N+jA6W8aMbG58kpvkSibdlXJ62ZzNw5jShmlvbdh2b+H5p71Z0nvaqZ6zBk0P0jfSsBVnXU+zodqxtSlqnKKYQ4KGhtC9yCHSjKgJIcvz/50kZ96FzfkjCyWpWzN/KWONFpzq/zP3atevBiQBhZ53fffevC3JMGk5pSQFwPwhuK5qwG5nQvbXju14PppZ0tF/OayqsAQlgAYA4q491UYjtm5CBkGAkjwvzIyk/q9XJLYBbOkUABJrhkRhZnWPiy0sLM+HN91+RgHg3UtqNsJRPDx/9apn7MUGL35M0t3t3q6vnyY2PzSYWlIax8ehLpvXWqAKWDm2hswH5nSrGg9od/ljaO+N99ciBgeguWH6K7YmMq063wokC7ZVLbHJiDue13/ZdtoLRomYbuwJ+C9YimbgLPOtyPaVtRAlHSKHZpllki8dUix7U83hM9H3x7anENQYVy4mB5iSvLb/foHLyEzJ3EFoH+FFdOnq4MRB4qCWY4G3QbIqSpEaA483OXT1p/fksxXHQYpKTnT5Ysyhdr0S9ObaThgkqymTIhRhqtqKmkZVc+amwAEJXUVXj+6qi0xm+lDH8c7Vh6apQWj8NbD1g91MhRKgF/RiGUOib+RDvZi/d5I/Kj6ysRRNXso7dl2sq1HALtvGQzZXmdnm6jF0GnZVIIYyJIbahFw6VwwFJEInQ67DaplWRKJ4KJw5fGUB35U7bZ31fS25MqwOZ+l2UgycfQwLkAsQ0KdUNUTRZF/92Y179t6fRTd2JxF6ocq776q8Y+jMowvsBnOPlwUQiwPO71zHcRx6TeQiTbNPqzY5O7k73CWK4kqLQRcQrKuv7MESRTl/39WfG+/TIVQdKrr6tboUvwh0l860ZAEFyyguMQZzvdWr8BbcAmVtsk6fkGk8Xt67qqHz7kPn6pdOsCjvSx3H64hhFOVdxVHUseuNFdT2qzn1PLtkeQxTiMG7t8mzSEyz4KSEoWHGByVel+Ciikq3vmnG0iZjNBRlD5OGVdQgpPtPO17wPHdb4rv6cyWf9yXbUM6w/YAbER75cdd7XYQzWM4RvEne1f+eG81oskC90dDgbRAyzqmw/OQRYKbIzETg0cl7FwKomuGiTmeCVQd5j0FV/DV9Q1WEc5uAhs505X1NcNfpkC9+x4NDwYvaXL3oNB+aUXnvqtkUPKcjBlN0MmIwJFl0ctG5enXWS2d+efcYk3HM1UUdI60xhk0EwdGHcjDGckVdlpUYORXPMBMjryKYzoQair8yAvrDWe9VcTcwZ9v+iH8m64uMD3GJjmu0lHkVDIO4GJdfp8/3scYbkfGisZzCIQn2ClVJktWjX1/UCeghl//JG9yAO2kyPCN03fizI6EKQq/UUqQ1PsJQK0mMFDvbbJ0Zc2xM6rJxazxkczh+5ziuwvO646R8fdBdiBEu+wnoeTLxSNPaHzt5Hd6sGS7Xw+Ufe7Mgv4L0Hvrzmp6r4gtSGtnZycGgZ5xUE7c11ywH6KEysxVLPWN3OvLO+zX+bYNZIGZ0g9XAphNuisICnxBvfkk8S4fqBBtuecD4l/ZCdG8Pacef+GiPZIEabQAb7TN9zPSZP3P12C1AdtW5ZKMHYtiEDLuSVgRPmt6X8hQC4qxDp/agjBrSVC2AzXVGikLC1DHbHEA/XncX2y532W2upl6zKQoqhITm3LE/VBnqGafN1Y9mBBcYJL9FxKfprvvWYyiCKWelOhFcOUflbCwRg7NOqzp96kTwadWnT58IbVqNP+0xfL6OMGLDWIC+LM/YH/hbE6ZWBerzKXo8i+K1fEF5vOZFsem0ip5/2PdRZ6XScfON2nu0mXacn/U/O0ER33kUV/qmx2EeLXh05/HBWumXKmK+Q3S44+GKK33TMcyjO8TLNT5YK/26Ds1znubRco9W+hmtp2Wvy7TFdx6t9E2riF1FgEiGPzIBrQypDjmOkHGDHPNdOkPGADneNNYcWMw7wMTUeYbiXIHP2MVh27IGDUCCIcFkhxhno20oK8JK1jTuLKGXHpfeQ+/7c+ldLr1jOEIdQhOTm07OKqvD94Krfsyq/USjMw5inatMR1OwTODviZGExDC8zipqLDrRpmNXhlnkk3HUdSzBplhzmjIYypAxeYsCl05uztostbJvwxlpujoGpncpegltx5iGY4KvzuzKuJSxq/FV3jLBKtOdd0xiNYFzpatnH559Xx8Z6wXIV/jMWrstH47btHV9my+MzafIwUWOXfddSym1VlG9VBHyT121ilWs8xpjG1L8GsGkIgu5yOJZZCIXKTLKNm53p3050amc+66opC/VELUgVCuc1SBEnKgj1ME5ZFroFB1j4iFoR7DbusuKcUKcicC+iTzMVyYGgnEW83tTMx4Q6rX5M3GEGn/iFlr3bpVzV/bSenLOLoQLgpfzf688CA2WIpxJtjhjeUgHcpEAclTqzqkF6WCSHJ6LnCfn/xyERoQiKA/FyiKTcc0ikfUiHX6gyIwiyQ9CVWVgY7bo87BztlBbsuxDDl0ScyEbdWHYwN4VWvGe5PLINAybDQ9QjHx9MjuBjYt6izje4bxX4H5/cqWCT95REIzLYFgU/v5qmEbXqUbx6SW9fKsgVB/f6fO7DgLDeJsUmk9Q+HTdeppSTA/P8mkeBqVTPZ2aefI8bImnZvPI+gbs+LCH+eo4a+NGlqWHG6w+DcU8QFtGld+XvS9/f5yRgMCXqHjvvo7c3ZtJ+TSfoN+685ls2q36PzKGFyeovczoxnJrp+U858mr8yz7DM8QpXNwTkXOwwQ73HE9id1nWLkj738fV2lVwlODVBI+IWJeW5VE3JPnhZNXkaFxtS/KREIhHwusSHhbntgoowvREEq6Vii3WrlAnRhAdZ5Q15xp1+aIu2/fucB4Oh/qyt37JujFsZn/dY5NKQBccEh0ztLcbYLIPQqLYmxJYZJtqz+ZgE9iuvaD3LRzXHvhRI+5GOTQXwG4mjZXd4w08jwtdfVn25CLTMAgVOzafBl1nyBGY6GNZ5Fty6l/NRm39YI3vc/3fkBvYG3/Nuz/9jb9+jCn75ZZAJYlWNWhhWf64+vtqnfqnc6ykk8yBGcrTxL4QxdjIDM/zCvHK2yxXxvH974XBHQEPDndehb++esECZbYOHK4V3dWJIrUSFcR0KuBocZrVljUcKQEj1ZYtJpqNX/Qif6dWxUFcdedh0C3xTPNy/sxnJ+PVtaaWtMp4SDyHmTJ5zALvZ785G755kRaVn9ETNHvQYfmX45jEJB0gKrpZc4yg7XPhAvOUqGXp7bO6nq5e2P9G13pXpKQmqdZvFJTZ1XY9+YPKZxqGILGUPSyu7IGf+smlEFFJlRksu6mu/kiJAY7sQ8llDudEOzqEW6X080Bfom45AiHNyYND8HOOAlIdsUxLOtIZX6tF1QQRp6xukFYuHu1AQSxMvsiKm7DB2Fkke4OKfKKhi5gNo6d+eIMPMZ2HNNG/wF//mgV0M3Fsmgv0UzlHHv6rjR7nnpagGzA6WJnziOyTAnqAac6I31zRVI2u5mlpsVOHrJZaxaLjc0gJGqtYWwYsgGGE1KbeweGMA7mGT7RxcTDmTRjmT9kHVu9nb1AyD5nu66/TArAVn4jsVAc6FGofTLgWeSYPIu6RM7a4q/s7rmII03GMpEJBqmoMW4qsq/shRKmRGBc+BMKPGu8kfqiFNjjVApEURiZYI6g3ORE0S1Ayi8LRydIvj9j73iulebkWqqAO9vOiE/kSnWNrhEPiWO2s0mC/Z9Tiz6XRcEHih3WvpXfBh/nnP3Y5qjk4xkH5cuT00lxFcarxzTmgwIE7kzWxAmvaRi6goU718rPULhubO+6671btVbvR7VnvVerclYTtnpaXZW1AziTpfj00lHb6m11WV1m286r1V6t37ffdsz8rs2s3/ZSZ1XKq+6jdYOM/wku7Cfzyfz9+PTWDTHIVj+MYgaTtIuADVmqejC6nT3RnJmdSTFX/3cGCIHOheFwonaS7oMTuIgxuFN3BpgBPp/VmcAPSLJ6nRkYFrPDOVFz9kWTb+9fg3ifV2subkRchMr56x6cWL9mdlvN1wuVi2IoVgzVSWSakQpM6JFLqq7JvttSVISfVKV5Hqh989NrZd5t39iHSjVU6X0QFyyjmqFlHha7B9Fxtfd5Oi17tMWjIOHtXun4/8TtPT6XbngE1JWTH7jgDCuPuPf8cqWbWi8GSR5YuXTRH0pcoGeEMM6k03J52ZC5M8IGZyI62We0jf/YLFgwlWOArB9GtXIDwyZuLnCHyEKezrH43ahOkNh2J47GTIll3PCEeywdEyS2YyeOxkyJZdzwhHtBHROMuLomIiKiiIgoGmocjWMWFA29//7edsIJEtOHSwSdKVFO/MtOhRMkpg+XCDpTYvLpb1gbQDTUwSXC6MXQYqQ5dJMJEtOHSwSdKXHk6vx9zvsQTpDYdjsSNGZKLPwMr8lvwgkS22U7EjRmSiz8FW6tPlE01EjQOGZBdKiZILHtdiRozJRY+G+Y9yJv2nHERcNlu4HO3KKXcvifnYoVDyAxfbhsNtCZWyy70+zu0T96tYkoIqJoiCgiIqKIiKKhoXfE+1TDCVZ5fOASNGZKLPwMrzNowgl++koHl6AxU2Lhr3DrN0VDDZegccyC6FAzwfLxgUvQmCmx8O/hfHEPbvG+n/Wf3fZn9bsXaTd0vvtV7S/2M5rhn8/n72c+G5jztl/h/unl78oohZRSSimFNHmff9Hi+3IKKaWUUgph16d/Na+IbWqW+/FuO3cXaZDYdieOxsxL7eAiXz902F+xTc1y8+buIg0S67wZY4wxFovd+sS0vnxYMT6zRo5GE1xwh/r2DlOzXO9j7NoGpVJKKaWUSqn9nhOel+d5nud5Xp4XrdimZrl50zrGbA9RRERERBGV7qm7kth2J47GzEvt4CKTG2tt1lprrbXZ7G3/39fWLJPFGGOMMRZj+22r5+V5nud5npd3vOlgn1qDRPtwCRozJRb+CP+2Uw0S7cMlgs6UKP/H/+vTKyyi7AXaR6KBo1eXRBQNibZLR2PmpXZQ+B1e7DDRINE+XCLoTInywP95nwobJNqHSwSdKVEK39290UzLcD/ef3bKwwaJ9uESQWdKlK+7GhN7h2ZahpvX5WGDRPtwiaAzJcqXfZFXEX75/cwKlwg6U6IUvrt7o5mW4X68XZujlFJKKaWUUuerRdgg0T5cIuhMifJ1f2ru9g7NtAw3r8vDBon24RJBZ0qUE//rVtgg0T5cIuhMiTLpstZaa6211lqb3bZcxhhjjDHGGGPnuythg0T7cImgMyXKG/+9bc/vCspeoH0kGjj6yc8vv+2EDRJtl47GzEvtoPBf4S/bI2yQaB8uQeMxq1eiQ0ODRPtwiaAzJR5Z7MxjciMSbR/3QWPmpXZQ+CNc0yilTNbJ8pyyUTRmSiz8HWYWpZRSJic2A3SmRHngs46TvuT2NuRsi3uAdIknLtUTQTJJkiSJdT2DnFrYILHtdiRozJRYeIXdP1szDcsV9nR/kEmSJEmk5fTW7K9ma6ZhuXldHjZIbLsdCRozJZ74mtY+IqKIiIiIiIiIiIh2bZlSKqWUUkoppc5XK2GDxLbbkaAxU2LhU047T7ZmGpabtyCiiIiIiOjQU99qkNh2OxI0ZkosfNJkrbVZa6211trstsUyxmKMMcYYY+x8dyVskNh2OxI0ZkosfCgNuxkhpZRSSCmFptS4P+5P5Qa3ifbhcthAZy4xTxu/+xe2ZlqGK+zpJEySZJJM4ixvO6tQdspO2Sk7p53nnuHmVfk4GWCMsRhjLHZY7K1PxcQnQftwOWygM5eYp41X/+6+QzMtw/14V52FUkqplFIqdZQ6Xy2WkxSllEoppVJHqXmeEBEREUWXzqUpooiIokN06q7Rchbmum6u67q5x809366sTFKstTZrrc0em922yBhjjLEYYyx2GDvfXbVq1tB1XTfXdd3c40q7j+iTZpIkSZJY11OXqYUNPiMYuASNmRILr7D7Z2vjHliusKcjnEmSJEnObzn99vur2dq4B5ab1+Vhg8VkgDHGGGMstp7CTDm4ppOIiIiIiIgiIqKqXtXP6mf1BZegMbOo6l39XeWEDZaTH6WUUkopNc8hooiIiIgiIiIiIvpN961SYOG6ruu6ruvmrqc8E2GD5WTJWmuttTa7bbGMxRhjjDHGGDvfXRU2WDVr6rqu67qu+3H3d4/V1zffOt/tRSLoTInywP+1Uyyi7AXaR6KBdImFv8Pvfqqvb77l38rvPmjMvNQOCn+EbztFg0T7cAkaM6e4+ovOf28oouwF2keigXSJhT/CxaJBou3S0Zh5qR2c+Eq00iDRPlyCxmMWRIe2EzZItA+XCDpTorzxyWBmg0TbpaNx+VLzxiTQGGMydaZ8KufGpNGYcU/+TOb2wRhjTKY4heme8ZgvCzwoO7N2h7a3IaedOMLVnOLqMap+UwsbJNqHS5iC11Bi4Y/w2dsJGyTah0uEKZlPEflBH/pCWETZC7SPRAPPXp0SHZpokGi7dCbwGl76ERT+DpFJgBEAgiKCbsCBnfILByfxSVD2G3wPKlFED8aVEk98dXho2HgFbZeOxkyJt5E6CG5HAmEM6qAclQjuRhYBNoBr9myGJmSk+/84yld1c228dMKuHPOZGF05sorXa4exdPrGsykONOTv3PnC740j22J2Tz79w9nQMZod+fygcc6v7ktyx9s4d8bfeRw+lOC+/XpcyjAfhR+bBWginpHl9lMP0qpcd+l6YxBas0yJlnEcAMEUZT6uVVG3dK2CaCLWs24oFoSZWdQ4hF4GhNYsU6IntVvcu8hNC26dPEKlmdCaJc2dVLHQw61Z6ub3tZBmg6qZEMoybbLCY1h0X/15NWteP/uMQhN1vJ/er6p1rXuaBeVW/ZynBcHIgsvCLggxQJYQxLjNAr9shHC9t66prC03MW3O+UgrerP27bmOlRZUGnvg2cO0oNLYA09c04JKk53v8LamsrbcxLQ553z3RRQBWmuttd4aw9vVVNaWm5g255yvVqxiqfqNFy2otAeedUwLKo2dqVRKqdTecTDtum6u67qu67q5v7sXugSVNugwLag09sCzr2lB5YEnPqYFlcbOLQkhRGKjgjlfIRJCCCGE+L94/o7jrLiprK6JkmzOKXGRZ1ePU9xUVtdESTbnlLjIb65jaCpAmi/7xXXGTWV1TZRkc06Ji/wZg7GGpkKCybYzbiqra6JksnNK7P0Z+f0Nj4urikV1TckOZZe4yHruY5oKaeHLfOs44+KqYlFdU7JD2SUu8svzt8uLq4pFdU3JDmWXuMifwShraEGlyZazLsrdVFYXpWlzzkdaUZGP5yucprK6KE2bcz5CVOSc832diZvK6qI0bc75SERF/vb8xecx1MfHZ24JAAAAAKrj7LiprC5K0+acj5SoyO9xN5czcVNZXRMlk51TYq/IPW5DhQRz7NWDbaiQYI69cNmGCgkmW+6msromSiY7p8Te+c7rb2uttdZ6FfY0MTMzMzMz8/X9aruokGCOvXzYhgoJZmYzZmZmjrftq6qqqqqq/q4RERFRdH3UdlEhwUxSVVXV9K2lREREdP2puUUAQFgmAwAAAMDB5jmhJI+dq+aWldF1XK+V50VEkqG4u6aV0XVcr5XnRUREJNnEwjVBkvfWNa2MruN6rTwvIiLJBlSabPuEXCzuqtl1DI+b93eSVZz3u0GSXYPsrmE6lsfN+yIiIpIskObaIMkusruG6VgeN++LSLKJA4mbyuqaKMnmnBIX+TPiZg1NhQSTbWfcVFbXRMlk55TYe5C/hLuprK6JksnOKbH3F/Lpb+KmsromSiY7p8TeTT54rgc3AgAAAAAweDye45lWhBBCCHHEvq/2D770gO3txS6Tq0FWF8ed2JzzkVZU5P2ca10mV8nq4rgTm3M+0oqKrOc6ticbodJcm4t8Ct6uprK6OO7E5pyPlKjIub/CvXBrtQRIk21n3FRW18Rhhc05JS7yfs5lLqWUMjlZh+ycEntF9rFhFSHBXJvrW0opk5N1yM4psXeTubyllFImJ+uQnVNib/ot3As3qxHSQqadcXFVsaiuOaxxKLvERT6eO7y4qlhU1xzWOJRd4iK/PmdfZ1xcVSyqaw5rHMoucZH/eU7cEAAABAAAAFAdp7i4qlhU15xa41B2iYv8+jzncMZNZW2xRJLNOSUusp77mKYCpDn22cM0FSDNsU9c01SANNl2xk1lbbFEks05JS7y/AN6ttZaa63vchI3lbVVSyTZnFPiIq9i8FtmZmami6y57arfwqY7zqwqpZRSKnVf5yBuKmvLJZJszilxkd8bAAAAAEH94kVTAdIMruu6ruvmLi4LAAAA1fEqTQVIc+wznHFTWVsukWRzTomL/PV5OIeLIqtrohxW2DlzofN6HYumQoI59tnDNBUSzLFPXNNUSDDZco7TNwBAAADBAa211lrrd71OuZRSSqWUUqmj6jderamQYIbrGJoKCWbmUCmllFIpof5daFmSbEm2FfII3j/YQFMhwWQ7TFMhwUzfruu6ruvmLi4LAAAA1fEqTYUEc+wv4RxnMoQQIiGESBzx21rDmfjNumqCkmzOKXGR9dzHNB0WSHPss4dpOiyQ5tgnrmk6LJAm2874TdM4AAAAAGit01prfZczcVNnzf1xz8zMzMz1/V6l6WSBNMc+fUzTYYE0M5fMHDNzfNcnuc119nSvqqqq+rsSUURE0fVxUSAAWFDVVFXTFUQREdH15xaBACDc+BzkvpmZBgAAgIPF8PlKk2mamTXmqpSwDqXIjeZP0zQzd0BKWIdSpFD3zx53YhnulzfXKSWNc9qDlLAOpcjPwJ79sKd2YnlGbpeS4pRVuD2UgNOlFLqT+YqTaZqZK5ShJXzUigtVcvUP2xx34f7Pm6+XynhH45y2lKElfMThadur752VNM5pSxlawkcRF5rUOq+yx50YlpvXpaRxTnuQYi2hlEKPpHc1zmkPUqwllFJozvv6KxrntAcp1hJKKTSPXY//2nVLlmVZlmVZlmVZ9e2zksY57UGKtYRSCn1N7q+XkuKUVbg9lIDTpRQ61fc7JcUpq3B7KAGnSyn0zdU/bM0c92F8uXedUlKcsgq3hxJwupRCP0PY9sM2tWEveVWqM6rSOKctZWgJH7XiQndyV3fuUJzyaEuxlkCFpPrXfWumsQs3952dxjntQYq1hIcyzXr1vVPSOKc9SLGWUEqhn0Fz+2Fr5rgDN69LSeOc9iAlrEMpyXOXkuK0BylhHUqRG93l7Lqu6+ZuYB1KkRtdXNd1XTd3A+tQikwrtm3btm3btm3bx/4vv14kjXPaUoaWMx81vh8/uhMWMsJ6kNOWMrScRb9zVMnVP2xTs9z/vHWKq4+td6pxTlvK0HIW/c7Rz0DK/ZJdp9WZfYblnrlKJI1z2oMUaznNCc4E+fz7n1UMIFQo08148P3k4QQg1OIaFPb163me53nH2ww4/ZJ3khuxhgEAoUKZbsaDs+t7AwDMYNxBbpeS4pRVuD2UDGvSpRR6JM9dSsoq3B5KhjXpUgrdCW/PBABgkAUAAAAAgywAAAAAGGQBOLgNLnEdk4xV1ljHwvl/U7mlvIokGaussY6Fk01yS3kVyVjNml7DxcxxZS0yXiWMjVNcWYskGWvZw3GFJMl4xeJkzeGdmBUy7mwh1T7iYs1cNFPJC0nGetYw94pLOO5sIdU+4uLsVjJ34jNjxuuzppBqH3Fx+Z9gf38vbzA1a8y7ajASFF952kcN8r5+p1DMI3nvc/Rba63NWmutzc5iZlwG+drjqHFDbim3sUjGG/uGtNZprbXWemBcKl97HDVuyH0oc0r++YuLAdusLCTJliTZC5olgBFAqBBacPDJE14DAEItdrgAYAAQKoQWHHzyhNcAAIR6ZPQF4fFxebbGrYEj7hA/eprMfxLe7Hh53vF2ylGU3FJu85h1jFCTboS6XI9nxrM1/hp+ncszcBQl96NYljHC5IIfGBxFyS3lMgsYQKhGTXYsYiyFJRjDVRTC4gKwLN2wM0jOp7DW2qy1NjvLF2Gy+P60yzjDiuSWUsydsHCB7dvRWqe11lrrWbIYD6YNS1uMxRhjjMVL7FlE67m053s9d6xLJzLUu8Y4NZzdO22Wu9J/2OVMZMDP2HUFRW0LKVJuq5R6WsrBealh6sj6r3LGMRR31uPwjUiposqxXoz1TrwmMsrx0n1NHzQtF0autmf0+aj5pG3aR9f/6MR5YEZwXBOjEkfKxKEY3ERw6MXoyjEx7kU37bBCOWxPNR3jLl6XciiMqeTSz0Kln29YMdzNlOvrA6WHzYndpu+hEOG7T7u/bbxUJv/Zfa+fHkN9HOpje9s4Ol924dEtvncs/trwVZRficTLEumzukjt8G8OkfLyBwur2KVBdtuTvyJEVlyzLjjkkyOLNeaOZ7OwSLLIsj+qrZ9tM8Bc1mpie+pmxAUhLtcJu5wzeccmbCmIa8XTR28ba5fWG9ohDNdwS3lcnG93lj7Zz9eCjT7h+FwQWTM/4eMwR3YtFMePpethmnZAE5cL8WAqxZdoNRc0cX6Fffj7ei1FHiu0mDgUxGExzvFIVTocF+LMUyxUsiReuPAjrqy9RQw4fix9C9SEo0NxMdNIVfJt62PShAEVHIZruAeD7zlVIIjLNRX7AWr3mJllxftgt3jkPSs87Gdf+/c1NWFABYejExczHZOwW+L01N9XVVVVU2cVO0h5XBGPnpEVtn7GMOC4Vmjb8yrUhKMTF2saSaVia7eetl0BxT/pjLDjGvQzH+aLl2B8SprTc5ll/WOr9Q7v6O4idlbvjriYuFKhVjx9asdYa2JerN5GGKmRlseF2J6hUFyuuFgcKhVqhXbl6Vmcj/RjwRs/WQ43Rwcd6rjGy600VtRq/VlCS+m/MyfX5LDLuFZ4LltdZv7M9OrPytLcn8f/bD0w8szIofjdOENDxS8pvKgIqm3btj8bpG3btp3nOOeccymllJIxxtg9+6lgMJ0zLiqraqIkm3OGeJDjuY5pKkCabb89TFMB0mz7xTVNBUiTLWdcVFbVRMlk55wVK1wvOcNV959fvGE0FRLMtt9yxoNrFAdVNSU7lH1zjEXbtm3btu1hzagz6ow6o86oM+qMOqPrMDUVBzcHFrxR+H5v2662bdu2bdv29R9sakGlsUGFaUGlsRu+fU0LKjd88TEtqDTvv8+o1z8UX9TnxzJa0C2/4bzmbwe+waqJkmzOGeJ5n/nZ+rLWVnDWRjeTUvjJB//+QvX6mFZ/L51CBguZpwBgh7v9+7esbipksK7Zruu6CSGEuBd4hrPiwfV68d8DWpNkyh5ir45pKqSFbZ4epqmQFrZ5cE1TIbPDWReZ4S4qq4rS5pyj/PgN/R903/3cMFpQabZ9yrl8HBxJVtVESTbnPCZ+fsM0FSDNtk8d01SANNs+XaapAGm2fa4zLiqraqJksnOG+Nzzv0/J5wfbNBUSTLbCNBUSzLZPX9NUSDCHNQAAAACj40BTIcFs+4QzHlyjOKiqKdmh7O+K8f1znPCz8/f57HfY/TzncIqLyqrizJpszjnKOLryPBxfp2P2PU5QaeyG7GH77hFUGrshcW3fuEGlyZYzHhc7ZlVN3CdKNv/aqc3ea4nlXTRsZikB0myb5YyLyqritIzsnCH2boYLt7P7V9u2bbsss5d218peiHljsz84eqY9VUwJ5nbzo13btm3bmbZt27ZtX//B5sxSQlrIVNi0lJAWtsm+Ni0lpIXDEggAAABGx8G+O1TIgydDbhd8azLcXVRWFWfWZHPOUcbRbz0fxf6m4FNfe/s0Jgj+j8ueT81rzpIgXwrxJc+HlaYCkgXTVIDMVpmmApJ1TVMByQrTVMCW9jBNhQzeRr+nrPLc6a/mbS4E2OGF7SqjQgZ1TVMhgwrTQv5ldPD1B/n6TR3Y67NJfHaywTezLrkXc/4fzkXc4/cVvw6j6cwCabIF03RaIE22yjSd5hJ1ulaazlqQrDBNpwVbvoczLiqraqJkyhlib5B1TE8rSDDbvnuYnlaQYLZ945qeVpBgsuWMB9coDqpqSnYoe4hfIqe28PjzS2+Ynla4nu9yvhu4nfcHsLRt27Zt27Zte+Np2NRiZiVjN7zrmBbTSsZueHeZFtNKZtv3dS4fB0eSVTVRks05QzzIbgxg4WtFgTTZCtPTCiDNtu++pqcVQJrDEoAAAABGx4GevQJIs+07nHFRWVUTJZOdM8RnnuvHr8S5xYNrFAdVNSU7lD3EXh3TVExrwTafHqapmNaCbT64pql4mLg7nHWRGe6isqooTZtzjjKOBnkz4qRt23a2OdxX5WbQxRvA50vbtm3btm1742nY1FTAzBrbfuqYpgKmNbb9dJmmAqY1tv1cZ1xUVtVEyWTnDLH3GPn5wTQV0wKTrTBNxbTAbPvpa5qKaYE5LAEACABgdBxoKmYvMNt+whkPrlEcVNWU7FD2ED85Y/2zZ4B+8v7ubnF2XFRWFaVp85fOHFHeWOSao+SdjtGCSnNtx8HpYVpQaa5tDxxc04JKs18443GxY1bVRHmnHPz86o6jn5TQ1VX5oMjNkIq2bdu2be+2nDMuKqtqomSyH54S5138hmkqJJj91jFNhQSz3y7TVEgwx32/fdu2bdu2M23btsfbFwAALIyFS6bCNBVyWrDN6WuaCjktOCwBAIAAYHQcaCrkF3bwwILLOeEuKquK0rT5jRPy/UWdgQNt27ZteyrNmWU5Q5z3dv2cSYmdyT9L/BqObZoKkNdmnN09TFMBcvr2blyjqQCZLWdcVFbVRMn0cKPOEOddNExTIWG63f1+8bZt27Zt23am/XxdZN+2bfvd9KmZpc1M/51ZltVZmhVZmbVZyN102dRUyDd3398LHs51F5VVRWn+A1v4/jn7lvE1q7Ov21sXf5P7/mq72radbe+wf7FECCESIjH6HqYWVM6sdWgAAAgARseBFlTOvt39jvAnPsUOVlbVREnHnU57c9l3+1n3n5lTzYmS9xq1c4bYq2OaCrnHOLO22WpCTt8e4RpNhdwDd7LljAfXXfEPj2bWLHZmbrdeWjwnPL+G3+8L12ioVrQ8rW40i2iGiIiI6Ml1oq2+rsh11W+MfmPvUMem/nyccvrsvp7rvBd6lDR7dJkWVJqzq+t+4S5c5oWlaqKc1sY57yP+TyVfWFsnGE3FHj9MtsI0FXv8IrdRX9NU7NE3D6cBAAL4EL696jCaipmVzLYK5zP9j6CCq2qiZDtniM8+1x/uX32fv9rPvf859//fOHLP4G5+RGVuVzo/yrU/H/XV8aTOD39QOET/37fB1GgC7VmoV9uGNkeL9b531C1Wf1aM/hNzPPE+NX7qFtV2/PQxbdS4q/ldn6jPM3uPrOubdcWs65N1Hbitv/g/L0CKTo9qe9eZb/iuBiFWixfZ5F10ZlPnq4ZXjWUazsm7inGoMwY1Zd7OGmO6T8elyZi8u7OWybs5q0zHpVhNM+C0BckdiuqK5fuqMVCHzaU2V8u5a87dFLUzpDiEpOcgE1//A5DMFZJhbJzHluvtDamP4d8xcuU5p4JRFiFRF12fZ2wyxlhYwx9UwWv2pr3+4fyZ9lH7aH7UL4SLsxeWhXBzvici5+ahQ+pj7cn2+Pbwg1A8dDJ2itf8Te3sL3eK16/OwcJVxEH5wXheUKtutVmNVodVWO1Wzepj9WX1Y/Xj82Vk2SAGlqJuQd/pSghFZLu8XdkutMtS8VTygzpZ1upr5boRnoan+XPhCTx/FUqBfPU/75T3O4+a/Dr+nVIw/j/1VDzVn4GndTxMIg5p0A2PP//hhvoqvPg78S8tRler3cPwED1e3UNUggel7stYokPJPLiH5OHr4ceDesg3UzpnUHTOcvexWZZpEKKcD7mdhtP8tGQrLGzcC4uvaKut5+Zzr/iYfsw/dj7QD/yDQ9kPZUSW7PpJ/aR/8nxWfNbzWe1r+jX/2vlCufMNd9LC+bp/Wb98vq5fP9/Ub/o3z3e174rvepyhnvwQd7dBwtFSzmUUnbOEHcfuwyAUOCbBJ/zcAF1AkYeTS3TEi4xPkOX5FJgWKxqUXAu7RYJ6Focy92I6iAu0MSmx+8ag+FXxXfGgNtf/4a5sBPQMU/a4n3+3LrFcg1Q7F1z8JT7P4v6kJ/8D1HI/6ENtQqbr9DP5vKYNudDvvbv/c7zpI4Xt7NB4ODlWS/zE0+z7QmQ+i1niG7BD6AZ6jOzPnx7xNeA4wqAfj99NH3owdzkX+uMr8zg/qTzOz2piflaLZ63Qsr9z8Xy65UTQbqORZX75aJl7xHlqaS1zQK1Xo2CwiGX5hkSd6ec0LwA73LmUwsNgA1g7rzdfUtgiyaKchN9eCKuieMksjuIJUrx/mNDqnlr8KvYk6jBFj567YbZJlByGXk6cD7nhrGA7NJDZWeg5oMTPlqRPhUmWCxWc0hSY3ZWu9vNtpxcnWIOG/gG1ImMHPCeMUXQqpCtdps/wH/jPCgYM+2GVJ2FVz/T0vxdFKsdTPOlpxqJyCnjm6iwLlpTZUZyqijhuwkSDxZ3m5CfjF2/GyXerBL4M89qiQoJ89EO1zwXirbL5W12cEip4pgbMs7l9P9EXvhWmEuecL83R7xIrN6+WUMYlZuLYCQRtZfrkRD2E8mcBpvuqT/kftFDxZVteneiuaDFM+1ROtRl6ZXTde8qlKthkYjPP62CjO4tZnekzOdOe0YwuQGtyXKKzsDwhKOOJ0tCmyGDGJ4mczpz2I03sRG8TNUmLXdHlpU7ONtE2fncGYGpPrG7TQbeb3v9zTfg8y1CFUtoCit657MxrXjvQEQv3AN5B1hMdK5W3ZTX0qiVsPq/6g+4etbq5hsgVdktamlGN+VOTTnxJciozkCA7kiIB9dEbPTTaJeuA2Js1LeQiMGC8DcNHL3zG4pfJnyzXBpEXqOvqivABqnjnahanJKRlXqy9zsmhkEWgevthNT7TCIngF7EKMnxhFtC/cwekaOMnrjnxfDN5yoWf4zdX4KenSiXUYQoghenSwe3RKDyjZQxwuRj4Tma+GJrP7O3RNeMPhC4Hm4bAjBmOi3cUeOUTBeeJPQ+aT+CmauP0wuc4/GQSOWHIK6mDXdIwpKm2tmN39PPCqUI8zTvUxpc4KUh3iGiAJTsHLC9iRbVoUlSmHgm2F2XRPUV0wM4p4yVYwkp6SSvJoVUYn5rJQqEXstC+FAVvUvlvRklOoEpawyMUHGiw9362dDajOpv6kCpCHVRLU4a2yBbSwlswgFdWQ63+MWZS49PHnESttPSW9odDJlEjjd7ILb5FAp+xxWQLwrMRXYqwb7Ud+pm9dcfskLYQ+A7bqTuDN6J5dW2UkVlo7AQ0/Sy+eVXfaZun9qeIbvomNw2hgneL/h8RXrH+O6rh8iE2hB5wq86ePGqhrNw6cMtQH8qhdml0uO+hDfeehGQqoKfjDoX2mumEImEjw2yyoZNrhLR34EiaiI/gCBtZpSL3FSNzwOsjZSRH2mB0eHJwig5i46ZIAIS80B4ftEFW0Spp2nhEIq0rvrMGP1pSCZWvKvRC0lX2hZ1DgoATMZqYovYvbJrY7weyhv9qCMVSv3Clpte0IS1Scys+dDSa0HglWU8Q742fcWhaGPN6ruv1HK/n/ZX39Qldz72v3lt/reZ+lXr1Yde6x/ggPy9dEedt17pv23avW+auy+5t9mpW7a52m5uUnX3Lvk+/j9mp5z52Xu282LH7/HD3wY+u8y1BA6+CaOLp6MG+9zAsgX/JJcYgbD9z9Prp/ybbGDP+/dU9x3bNo25HbLXbrvHUzpGrBtlTP/Pps27ziRt4sOPprc/jnfUO6fKMz3tX8OceFXF3HjZBDO0WnZXS3rF/sN+sMevJ+v2PcdTMH43AurBuztc/iW/U+9/ql897RMfemH1R2t8M178Nt4W7Fc1ZVlblPWx3fJ20G2/eL/NC/WWm5f54HlivsgxCwIpMqliOxTRankcd9R7nPc46ziF9XH1EH5hr+7b1rq38n5dBZ9aRYX+xv7y/NjIHhlIyC5IzDIBOc90yQMtHn9kHGpx4vAzGoAw58EF1DEPBGSPBD3OwiXIkiGMcTLANcySMUSUOjsfkUN3oYqiH97MpRs2eJnNU/sr3oRBMkxXDzLLUHYN5qHYQ1zjlI6HMqYH7MH9hfAcFsDOAFfwOTZG2OW0O0rxQSBCCPAlzkhsVQeyAk6ALijPgaDDIB2wPsKeLldsrfxyZ/Rcjc2Iwb7u5HfdXPDihAA7szO4wFFE+hCfEFmdUFC6dBoUXUxI2XvZAnJ07BlmZPc+xC5seQ+R9GUhDbs8BlISvC9XHvFJMJNQgI0qMYoMsY0dG1NUX5IWHBS7pegIyGTad1ZIIi8ZxagoDoZvQjCMb5iVD0H7qF+IogaN6oiAOBnSAJpkBjw+aHHljR/Ew4aVAX1tHSggD1D0+JuatTIShUTaVBQgndbdxyVFY/VJxLMFN2ChHoDkhEmwPjz0yU5oY1fkWiiLQDlI71TwBBQepgEfCKEoqq4PKjtgeMCgsGQOaVzHKgqNyVAJQ+9hgmwi+vMRss54yQ4z6EgTEDqGcJBrcToT0pE8Xzz8hB4VYGmxUF8FHwQIDDzZAgwVjSI/N6jYJYBpFE0hEqRTF4WBMl2ghpEWJctRdQ91zqf4s0zSArZgUzklKhRtA75AHEAZKMzM4tMKeDCslNriIebA3bcRrKBJ0TmryAggw1EGEPEi4985JoULT1LZYbY2o6eMO09JdFZhFa6CZM7mu60g4SY+JFAIQEC8+VJLhLIejA0QYrALRcRPkayBumhiFBGQhZBCoJy6Z5R5zNIronC0gAuI5uxCwKDY/KFGMYQ+boRnERColNXRINh4VDQC1Z3GyTkIRzGmU4k62HgmIckwK7hoZHQ8HJw3cGDWQA3M82NsV3ToIB+WLPZhbhZQFNkuBCtxBx6kuFBTbDB9aIiwiEigQaYl8G/1QkNtGSOHu43UabZerinq+QYCF1FAHNwJACo4AdQgXgP52/TriAbgb4NUPfR6bclodn2OAn3XxKfXnN6Wy1nXfsN/fFVzulO8BDuDvvHTnUdq3WRawEzKNC5SKdCYODjAPJirsDOlXKNxx3esf13q/9MLWkVoHcctGaIUmbRsj8QtPTaAVx5QqB1yUvTK9k2nmRuFQoxkCGPKEm6dUMCQH423eRYZFdrDPoQ4hukhQOoLKmENrv4iecQGzB1qqxVMa6YFstXcugaAzfIZaLTbJRzAHicNxVJyodrwKRdRClVM/e1whOjjVX+3Tzr1CxgnzGZdreMiu7JRTaz/eQTAUZJHLHhyv6+ncuTDvV9QEJCxAdDuZN/fpSzuWLAewh7s+DkBn3+dAml/g2QAU7DZLBUxPOVXxAVw9t0aGtIfYI3QSey17hIU5lMiGuSW2Xy+rVUpvTAl2bK8dXrjhr3tq8xnhVJPqQYjpDIZ6XISaSZuLGegkjz3YxG0v2mX95h3NuzE2qMhbfWAU6mGEsZHqtCKwUY7clpsQ/AH/ow64eonBeI/rkAjh16owYsL1gvEFuM766/PIp9shARGvIoEDFqcqDqdbBYu7DuUqnQ3gK3oKARBeCU+Mam2GO/UTr2KR0YMKYGJcATST2Xx8AOSnOJ8CrwgT9ds3x2vF2O74Jh3YJDdiQDXqWTwJBpmRpmoEzsYZ/CN8HQaNmCM97mKGA1SPhY8eUMRAYUoA5Lep9BH9YXhbmYKqXDRnGwPBuxMt8L3qOaDrUGpfWSRHPMSgA8eY7jEJ8yd/IgngsiYxc9BZwgIX0nSwTS3XzhwnCvy4rhQUOQXJq1ijXn3hPIKuL794b3PbothVFXUmO14HGS3RFwjQ3iOwiLGCTXyH2r9giOGHqxyT/dTk3LiAVA9gh9qksQ1yWYEsA3OUC4ibqQf3d8iIEOmhDBOgWcYitoWKyFhOeYH97zStKf2nAirOVfPP/Q4eiMcldtuvXt9mcYVUVAPFcLHEtlFtd9U4+PHm0mKTt/atbNbkBCQ28Bk1DQ+6WC4GWUl97ZTIXf0QCWwiwnb9BTZyleSxmCYPcUIG2ItfQlWcs0s2KmVQAhaxC9BNfNQ9yCapOw8EMbiEtG+L04fnPrpGuYuhXuy1cgVwU2c+Ay9YcHuAfxojL+0u6uHdEQcmBpRp2JVJQQxAewEa6ZzFDgl7AFfO895pecpM3FvRtmOKv3KLWwPFZvXGJKO/bgtm8/mZbM6u6G+WAQBzPeXjkG43f3Lo0JlLN8B7XLJ4dSvR1sBZtQX1OVJR1RfcoHaL8npTHGTsdUcU1mri3x7L5h0FuQDlMcHtmukPWqlFl+EFWi9Q4u5nKEQH/Y4NPLzO9gaSa+1XMMARMU9GGykQC1/tdKSlxj2itsFHdchZ/uF5ioRaOAv7rA2iy1BZ59eQcz/UbVapNZKoS+xDgb3e5JBxye49KL9qElqQRiVzOFK4B5IRjtwYAPy3awp7xFVEh9ymhy7jqYuHkbNBfVN+q+jQIWFUwqqnId5EOJmR2VDbUPYZKMCtiSIJA84qVRL6B8CusY6Eq/YNqyyFhv4PNnvfL/tqxu3U6xnquXRuScw2IFy3y6ugnb1j+feN99IMxlSO+3W0OohySylmmwJDcHHzq9NathKPw3e/uzu77TIuny+V84rWuw9tOcIHtr2PmeOE0Nv8sVH6b5R3VHOQHG0G+4ixNA7QnTGw8CUSUGoTXbYTxUT+U7zXr65kOU4nQHCQ4vi5RzAcRHN+fNkuyy0eA+bggLTjuG5vpOxZYxf2QWsO4G5ocni16jwb5TYYDzUcMmUDLv+Ka5mNBFQsVm0Q6LWT5hhWsSi5TJGFz7jf4ZTQCGSKpx0I//XvD/cEOLqduEQL97KcQTnuYNocl3ELLEQyrODp9lVwwFeAc0Ntg2zYs7TR/sVNP0zgW6B+B1lpeZr7S4sYHvzA1TOH8gI5rRxqjJbOlMhU7qSva2GNePI38/gH6wSfCGx4oq6LAsC1N6h+ZilhTOcBdBB6Q3xQvcYhwj8cZZIL6Oo35P6EMMATn0XoSdiw5CEWMB3yseGnUk6iRxAi5Oawuoe6R0zt5pxw/1Q3sSOZDsOFCM2BNkoEenJMU5Q8uZUJeB6/k/qjOD2HgC9qbzyBjGYaVxWqSgfE/mEjTDUSgtUeEE7LMyb8HE8MkPaDZf3YmyzYFyAhh/c0jzLf+rYbF0EejNbyUiIp3IHmjT2cepQwLWmGwmLlHlh7kkvBV7bAEYx0DlA4zokku29lg4/GpXJaYIFm/P84/rRZaiGlI9ATaEpBnbuetcfQlJ+xaEUGJgd354f/+Ok8EG0yVdZV6FCEu/moZQztRRtSvtfUWq1r03SOx8qkgoZZ6Nu0JDDTGxJlYyie8Z9w5xarFoIlfWJMoyezi70ppgxuq2DAIZrYDkYpml/9fWNRs9yF5+98bZ06ec0OlN7gYdzDxuzfjZO6acxc61OszoZipnRTMV4g5jBU7dxH0jQu7XGg9TmCo3Gb0h9eySuWkT4jMJa5wVkje7BKwkXOpe4yCACjTx8a8rH1czhb2Sz5Xr1W7pwDPmr2x41eQ1Nh4t5VOz5/7f0qIfTbjX54xWnLQ05wStk9qXw3YaZiggWUM2AlQVs+tXxu+dLyteVby3f6Y2DnOR5DD/6F2bjgzGh0LhdG4oDGa7+hO/pG03/cZLsixsP+W8Doke7ePz3EZvo3plkDOHyEW/dJm3HOHqK4ysjWBROcQs6ElmEhCeeuVs2aVm4kqXtMEUsZUfvtSgFwvKUSlqmKKTeLPgspVN7hKVzr4oKjc/KE2DWwETvGZQdPjMNkKjqKXOJ/jvudV+niTWwCZ96FJSlpnqpj+plzVhrlwYg9dRiqsY4PiizVIgkel1TOQ0UPVnvhJ65jV454vSjK8GYhNzaS0SXaWqyFF77juQEVc9UJ74BEmVzjKvx/D/HyDOl2dswArzylQg/iGkZsZ02TW36zSV76uOqYxQZNsaTiDhjeYGJiOAdSxarknkVhHmgDoNPBOaeJm6bLwtVZzZLV9XJnaVxBCzMuWaOLijJ8BjYTH4HNTjh46ePqIE46g6eC8TxPe/71q50Ghi4eHgZuo3QYPHtCWkFM0u6WEcC8KDagipqdMxRfslTyMqVgyFNIECSBFnlxMie/MnuAMM4wZnGaoFzBUB7QEJvZuVg902nFn84jkD8bKHu1ODNVy9Q1hVMzElkNC+OVqUHiZNJrc7U0p80siCV2CZD1HQj7rVpjLqdkWXqDL3zhC1/4whe+8AXUB6Ubb/QFv8A464NyD2xLG7QTq4oPQe12TobRwMltFk9TCPc1smR3h9VjMdDytWXpvNMh9Qo2SiBxyOHOKmKNqPTZlGuKRroUh0EbcW90ldNeF46LO19KeCCX4GTvR2Y0jYJlZAkNdUs4aDrbj2MnMsweQh0U3iR5bFHZRCxp9ESuW/VpVHqs2Priz9bPz2nyyge8AqWOE64wHf01DTbvWfdsNF1eC8mmMCOQWqZsTyEafvNIHAljV7BlSdMwyEf1UStBhUk/kDMbELrktQm9YrjLKpNwFxwcHbEkxeQxrM3j5dgd0PCyWZwVC6lHBqWBC1yNVFqF7ypmqRi+EktWuzEOzbBCwnY/nA7T+X6n8B4TJax1myFgfqyAYzxSTEAq7myhhEIKauLu61YlJnJQl8D3AgVtrWC5dSCQxRGhPZbz0dxiRBYQ9wZtzsH1Z+rhhtyQPMMtqtEkDNUpTLO0Ymv0N2d0AK04LtKPP/uf9df/yzOP4cXXPP86vXDg8gAveuni+de6aC+ul2Mve5V584sDSZ7DMZI4M7ujGv9RTsyi5oQ7kJEMoGYhZxJKEhE7Lu4w+wPLPxSCQwQilA+e8oHChbxZOOkrp24Lj5QSVqh9gpgDkRWcqWyLKXBwuoukBTvPf8wl3BalW8oGOIMdXz3EaiBMQmkWkhcwTpi5MHlV3g8YwquLlgnwCMChk5kO1Dtdbukqlpt4ouIFU4EyGyc8OJmJJ9PTqXnKXQowMgW8QpIfTDnUAjkLs2GU4sH9/3+efyvf3Qzkb2GdRrpmSkGXcuuA9wFcaJ1RO54sJGfrK/KRpGN5xhtveM+L/OnvCDysX55sT7f44yfykPNiq+b/I/2bjHR1+uj/kAl03Rf55+OPY1IwjUci4kzq86eVkMdHMXdJepLpvmR0qHqBvWz+HEFI69qwcq2mBc6HfhPW1mTImsedhc19bOJQk/hF0LVOf0o782LKWyOIuRb32lrDbKeFbR2XOE8tjs3JK2WrL2K1RuGxtUpfGpP6tktZbUP0VLXF/7Q12eVa2u1+dfpT1Yg31aBW/bGJOx7BmP4UMtUK0TzWnf3pxMHChR8OTKeuFiMeyhGjzizV21v861+DsHbWX62hLUcE9h8BlAs3eekZbmdA3hxEt0hJlUOmOBL5pC6PitUyUbmWULPZLau+byym92BNzSbfdh25NWxvO7D4EXmPoxFhx7JkKubz6LOOxu9Xe+Nid/aZ5/kThykaed4B16dtmgiEwZtRQtRNr3ZAitJW0EK56B0RpMDjXQsmjmZVk7ZmE2ZL2QzaDBLPCPolmZ29UOISJrJnbKhAg7mBtdJpW8fOEu9hdUu0EhRbnJjNiRlJMW3qj8/IZxBzBNJC+Dh9sNqIVrKI5yp4K+0uaUbx2thCyWXMBxnnA7FqPZgC6x1I79pEUxIzHKvdYltCHhGmUxzWhXxbSgu6I6gIm2hBIw2ehDvi1Sacr+pSLzruxZLuX/BSWy2aQIp05Gfoi2OYDqkDdKQducVjhDacDLUEPrJ+TmZhI44M5dANES/gsDx/oKvwEtMEMkgNEYXbsIeJEemUqKmFXKV1lEGBJA1pQ2TwChjVQ0iDntHb4gTiQO3QOjSD6/AMvSrqIBiigcQoGmxzQA3IIHoFYer0naXBBxT4/9MbGPSDviIVC5iAL+RTYg2X+LwU9/MfPq+J8L74LkPP/X8uIsOGuzMeief7B597i8y9aObUvhVoJE/kb/eC6/peFplnEJw08FYfa93ezbU4uqxHM6kndhaLaaxzRZG8Zz5xqxRn9AopR0H1mtN6lXNsrc/9+pzxjgfHlu3Rc/LYVbyb+9HMeSni+O/DTvTwQ4BThMN+lSQVqIACXe6BxfeLT0M7mkAbj90OjWRcId4HTWT8JoNYxFY0N4rUN9td8B7KXdBq0EYZlwO+BA3uAWR8U7QNQmOjYLKeBXjBFqzpxkfyJB5QCCR5jCA5kGoGh1piBHyU0FZ4KD+Vb1gtqy9PGrJ5HtP3PbB++v1TXy+/f7aynq2d5ezYV8YlAF7A7FxuWFyIymNriOgmtgNV+VaKO+8wYzGX3lfGzkOYTmb8+nBQ79hpf1iUWNsAxwWuud3u3jkW2aUQhdpVnXHYR4k2pJ2J//vvQc/giITJqdO9X9MlTSlZ0+5ASToGMB4MQ8ZU83vxmW4s/37B+Q81Hsf/ywkui7uKhu1o9SPkrrAlguYN8l265WN56N70HnrOWp65TrcInnxS9cyL9ROWOtJz2i90Z2F3Mi6Qju3iZYB2sTKuQ6sQ7yEVyP09oIxHSBGCQPAyPl3wtmgCqYVgIR5l8JCCDFXGu6tCF9B72IKmkI/3IkBoCqmBwAe5gwAQ3D3Q0FbQ9FzYGV/A7pJ0mcW8Dj78BuvQ9CzXs6oul2NUTBa3VVnwQYBR18GES7oL5Qh2m573Iy6G74yVA6hRPZWDp/MowMmnomXQeBZyL5ifrHbfpaoe4p1lxZN62srpubsi9m+D3wD/F9+HP57z97e4iG+tXwwq/9dwR5pu16gjj3hNbsk3AqI1MoyPcTMZJ0CERFxQot57K5/JiRwiLo5IJW/Gu/JbXKMjGscX4jJ/xOSWcFHBYVITjgjjRxy8jlZRh5vkhLiG+jGiK4q/p5InC7upmoVL5KlBV9q+Yueor4Q2uzCjm8Q2Lh5aasAiyEY800g5TvP4Rc6Fczb5vi2x2vb67KuV5mp0Gk2nPB7bOJGka3Ud/RKh7WYCL9GIP4p1a2NplvqNn4IKVjCDDEbQZf5QLIqzjzaLzo4f+v8nLCEODg4ODsYWVEBIBkJzeOSF4OBgK4LJSKt47BhgwK/7ldbqPrg/D8/ijIKtpvdiObNCMDAwMDAwMDAwMDAwMGD8oxERERFRpEA2AIDfxLork4/YsBmXkvU/ywZ9srne+WWsl8mRH3c4lQ8AAAAAAAAAAAA6VhRFURRFUTRFKIAmZnMcRMmRjPj7Q0oUyws3yYr4Vb5plXm84sOoXnSf8wYnjB+zO+wYOAEXKBXpzO0LVnO7yI1Go9FoNBqNRqPRmHkiokh7B6eHdzzYsET5R+Ts7CzsJ4/3XB7S4N7Bh83N4cy/8+FC/UwnfbwQcQWbH+hX5w2TnW/+LuANiPt0T/q+6wqFLR0C0/oFFOnjM+2UDQUgMGPSRHKOubazIm0Gm7VD0M+nnrrTW1u1UbUg7kslke2u58f2QG2QHszmth1v5XFuLprhwWE5Xd3G9/LB6h9c+x0Pd28CpRro4aevrLaXa7xao127vgPqBvbaAlygVKRjXjsDLg58vSbX/bZl/R+WZVmW1dewLMuyUrPMcRzP334JVkZh5z/4xT1g9b/H+hxQJsMj+uGNu8rnIuqUaPCy/rzL55ffXXphVnaMyoALlCpt62iAzzHOrpLow1V3EZHRlH1ipqi2BEKTuiOsAKQqqnIumiavxaDnwzXeBrN3oFSk82tMcYEJcxqxotM2C6OTSueyTKVNPAABz9VVqjAXQkABWAAp1n2chfM5nJFEdZ0VxNBtLSa2gUw5SqoFybZGu6BUpHO9qTfvIfJ8EcRIH8f9qvNBpBulIh3jbtCcUpGO8UCEp0EGz5GRQ0eMZ1Y5sZQpRNBzKlm0JOsnWfQl4FCqrmgb0qx1iCND6xeS3HAirQPHyCgDjlLFhAx44r4EBm73QyIdqV8RwUtqHmTLTFyXI5ees6Ji27g46ls7e6NLI/on7WZ3uDUbrvZUWK5+c0+02GTdML+rtvSZHHt+HhCdtsynj/9/HcjBYpczf3xC6PWkH85V9vtCJvzfd/n2/rx8C5r/vMz/esf2oey8n+8/4TB9eTZcqy7asAdBQ3CP/jE9SlCwCr8GMH/z8el0Fp8WuZtfp4sX3y5T0EqOoQfh/5nP0/9JSMJ9fykvTszvPy3RMzRwOtVt6xl8zCArPdf5AZzCF/JPMvJxXuS7JLevxi/kF/ylVneYPr/8HMQ/3pza0SyvzZHBuzgnjexmb3+nRyfPT3P3+fvpmlgun/rXeVns53+/+hf//OPDd/nz5b/f4XPPbN88CDbvRvjlSsAv4Bm/FK9+410MbR5hdxfEl3Q08iz48NmegoCoxQ52cKm5GdpSd9AFBblqODhbEa6eNX3an5J+ghZNwmeyni5+sdsTXX7vcmZ+M/ibR1UuxMd0XzB3C7OtYKybG26NcrIjSD70eHnkA17clofXP+CZTMDU6UGPCuWpXRByuhcytOF2h+15mm/CRzUgfpukuVwHTrN3KDzkax7Lc7uYpu69yORNa4Ntbv508JEYc0y54+6o4+uEeb7A17Px5WZ3zMpdH39djL+ml1+WCBdz8WZ8TQch/gf4s2M/fkIj5HL5+vfp0+AgQ0bo7VaGlkVINezeWF0sn0LGQG5EileGX2uj8pGVUvntsSQIxRNpGxlX3HyiOCL51/69MfL/8ldoUjU2eP07/336HsnxAQ/7kEfUx+1SnLf7fB9Zvk0uXHV3lKT+vv781y35VvLFuJ7TnA49WaNDE5TF43OwU3R/4mp8NW3HUqQZ1KGT0TDjh/r36tbrw9yqs9y3R3RVTe63flevAZQPwq6lthhahWKAQtoles2F+GQaODRBPLhcz+ZgGkM+EZoLIUJcXJ5ouzpwyaaWq0fV67uQqgVtDzbOjguU5RiXtJ3Mau8FGbuzsrqqlt2Z5tOVLPVgxxIXy126shtO2PVUrDMksOtJDmAntR0gLiawBLbgLgJcT0PTE75zeQK7zvihcqlPrn6D/Ia+evK/Of1m+8L69N+/o1KK2f9Ybv1za/lavC7felj6JWHi+H0xFcJuuvHdHRm6fDzy4mXCnud+0l6zaO6ATO8t3LO+t3DfwgMLD6HjXo0sRgrb3vcCskd4uB3TbZDbHbv+R+POtDo36QeTHVaEylaHTmqN2t+7G+7da8P7wavF2L3b/7NrJjWmu5PYPWwM9kd3x+JdWO8Ys1oWQ4EpSB4TgQU4iRPZI4VjiSa1C1HalCHFs3cAVp8tXHdZ2K9zMIdXNZcZ1eIa1UKu69p9zblwjD/W+pj4DVsz+88XtGu9fmm76vIl1y+whu2aJj0G/gBl6b2eyFv8e50aw5x6o1gGDfBB/xgpgSArtj3kGCa6oZzCqQRNMDBLjF+3w4GpsCMu1grkZNp4HIqOoo6dipQzihs3zsGUio58jfgxCkUhYMFE0yAWXRFibFkdK1kvNcoCd4QsTXhoJ73IHJNgUGB8YrT+3L3N2Oc1Owx3D7h2MA2wegMHHY2IF7BZItRitcnK/2G9diW/xLg+vhvRJsF1wfcOu072+vT2TcTVte7xWgE8KVKyKvDSAx4ads2x+klvwfEUYPlpyoqMB7mRXdZMXddwzbNmNOBG6i6dlUPdyCvOtIROpGkqyr1iU8jCSyfionzBBlpSbnB0JKYtjM7TtIbTrWIUVMms2MYLlm2a68RNuDzKyamyW4oM1/JTqLStjSH10cuaIQE=';

;// CONCATENATED MODULE: ./src/engines/codex/deunicode.ts
/**
 * ASCII transliteration exactly as the Rust crate deunicode 1.6.2 does it
 * (`deunicode_with_tofu_cow(text, "[?]")`), over the crate's own tables.
 * Hand-written: no npm package reproduces deunicode (any-ascii, transliteration and unidecode
 * all differ from it).
 */


const PLACEHOLDER = '[?]';
let tables;
function unpack(base64, bytes, name) {
    const buf = (0,external_node_zlib_.brotliDecompressSync)(Buffer.from(base64, 'base64'));
    if (buf.length !== bytes)
        throw new Error(`deunicode ${name}: ${buf.length} bytes, expected ${bytes}`);
    return buf;
}
/** Decodes the embedded tables on first use (synchronously), then keeps them. */
function deunicodeTables() {
    tables ??= {
        pointers: new Uint8Array(unpack(POINTERS_BR, POINTERS_BYTES, 'pointers.bin')),
        mapping: unpack(MAPPING_BR, MAPPING_BYTES, 'mapping.txt').toString('latin1')
    };
    return tables;
}
/** `deunicode_char`: the transliteration of one code point, or undefined when it has none. */
function deunicodeChar(codePoint) {
    const { pointers, mapping } = deunicodeTables();
    const at = codePoint * 3;
    if (at + 3 > pointers.length)
        return undefined;
    const len = pointers[at + 2];
    if (len === 0)
        return '';
    if (len === 1)
        return String.fromCharCode(pointers[at]);
    if (len === 2)
        return String.fromCharCode(pointers[at], pointers[at + 1]);
    const start = pointers[at] | (pointers[at + 1] << 8);
    // Unknown characters are mapped past the end of the mapping on purpose.
    if (start + len > mapping.length)
        return undefined;
    return mapping.slice(start, start + len);
}
function isPrintableAscii(code) {
    return code >= 0x20 && code <= 0x7e;
}
/**
 * Text whose every byte is below 0x7F is returned as is. Otherwise the leading run of such
 * bytes is kept and every later character, ASCII included, goes through the table (which maps
 * control characters and DEL to nothing); a multi-character transliteration ending in a space
 * drops it before a transliteration starting with a space, and at the end of the text.
 */
function deunicode(text) {
    let ascii = 0;
    while (ascii < text.length && text.charCodeAt(ascii) < 0x7f)
        ascii++;
    if (ascii >= text.length)
        return text;
    let out = text.slice(0, ascii);
    let current;
    let started = false;
    const emit = (next, atEnd) => {
        if (current === undefined) {
            out += PLACEHOLDER;
        }
        else if (current.length > 1 &&
            current.charCodeAt(current.length - 1) === 0x20 &&
            (atEnd || (next !== undefined && next.charCodeAt(0) === 0x20))) {
            out += current.slice(0, -1);
        }
        else {
            out += current;
        }
    };
    for (let i = ascii; i < text.length;) {
        const cp = text.codePointAt(i);
        if (isPrintableAscii(cp)) {
            // A run of printable ASCII, each character its own one-character transliteration (the
            // table maps printable ASCII to itself; a test checks it): the first settles the one
            // before it, all but the last are written as they are, and the last waits for what
            // follows, as character by character.
            let end = i + 1;
            while (end < text.length && isPrintableAscii(text.charCodeAt(end)))
                end++;
            if (started)
                emit(text[i], false);
            out += text.slice(i, end - 1);
            current = text[end - 1];
            started = true;
            i = end;
            continue;
        }
        i += cp > 0xffff ? 2 : 1;
        const next = deunicodeChar(cp);
        if (started)
            emit(next, false);
        current = next;
        started = true;
    }
    emit(undefined, true);
    return out;
}

;// CONCATENATED MODULE: ./src/engines/codex/fxhash.ts
/**
 * The 32-bit FxHash of fxhash 0.2.1 (`fxhash::hash32`), applied to a `str` as Rust hashes it:
 * the UTF-8 bytes, then one 0xff byte. bm25 2.3.2 identifies tokens by this hash.
 * Hand-written: no npm package implements this exact (0.2.1, 32-bit, `str`) variant.
 */
const SEED = 0x27220a95;
function step(hash, word) {
    return Math.imul(((hash << 5) | (hash >>> 27)) ^ word, SEED) >>> 0;
}
const encoder = new TextEncoder();
/** Four-byte little-endian words of the `n` bytes `byte(i)`, then the remaining bytes, then 0xff. */
function hashBytes(n, byte) {
    let hash = 0;
    let i = 0;
    for (; i + 4 <= n; i += 4) {
        hash = step(hash, (byte(i) | (byte(i + 1) << 8) | (byte(i + 2) << 16) | (byte(i + 3) << 24)) >>> 0);
    }
    for (; i < n; i++)
        hash = step(hash, byte(i));
    return step(hash, 0xff);
}
/** `hash32(text)` over the UTF-8 bytes of `text`. */
function fxhash32(text) {
    for (let i = 0; i < text.length; i++) {
        if (text.charCodeAt(i) >= 0x80) {
            const bytes = encoder.encode(text);
            return hashBytes(bytes.length, (k) => bytes[k]);
        }
    }
    // ASCII text (every token, after deunicode) is its own UTF-8 bytes: no encoding needed.
    return hashBytes(text.length, (k) => text.charCodeAt(k));
}

// EXTERNAL MODULE: ./src/util/words.ts
var util_words = __webpack_require__(333);
;// CONCATENATED MODULE: ./src/engines/codex/tokenize.ts
/**
 * The tokenizer of the Rust crate bm25 2.3.2 (`DefaultTokenizer`, English) that Codex uses for
 * documents and queries alike: deunicode, lower-case, UAX #29 words that hold a letter or digit,
 * NLTK stop words out, Snowball English (Porter2) stems.
 */
// porter2 rather than snowball-stemmers: the same stems (a test compares them on every word of the
// recorded catalogs), in 15 kB instead of 850 kB of 24 languages compiled at every start, and
// about ten times faster.





const stems = new BoundedMemo(200_000);
/** Snowball English (Porter2), as rust-stemmers 1.2 computes it; memoised. */
function stem(word) {
    return stems.get(word, dist/* stem */.W);
}
let segmenter;
/** UAX #29 words of `text` through Intl.Segmenter, keeping those with a letter or digit. */
function segmenterWords(text, words = []) {
    segmenter ??= new Intl.Segmenter('en', { granularity: 'word' });
    for (const { segment } of segmenter.segment(text)) {
        if (/[\p{L}\p{N}]/u.test(segment))
            words.push(segment);
    }
    return words;
}
/** How an ASCII character takes part in words: a word character, a joiner, or a break. */
const WORD = 0;
const JOINER = 1;
const BREAK = 2;
const ASCII_ROLE = Uint8Array.from({ length: 0x80 }, (_, code) => {
    const c = String.fromCharCode(code);
    if (/[A-Za-z0-9_]/.test(c))
        return WORD;
    // MidNumLet, MidLetter, MidNum, Single_Quote, Double_Quote: they may join what is around them.
    if ('.:,;\'"'.includes(c))
        return JOINER;
    return BREAK;
});
/**
 * The words of text[start, end), a piece without white space or breaks: its runs of word
 * characters, joined as joinedWords says; a piece with a character beyond ASCII goes to the
 * segmenter.
 */
function pieceWords(text, start, end, words) {
    for (let k = start; k < end; k++) {
        if (text.charCodeAt(k) >= 0x80)
            return void segmenterWords(text.slice(start, end), words);
    }
    joinedWords(text, start, end, words);
}
function isLetter(code) {
    return (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a);
}
function isDigit(code) {
    return code >= 0x30 && code <= 0x39;
}
/**
 * Whether one ASCII joiner between the characters `before` and `after` keeps them in one
 * word: `:` `.` `'` between letters (WB6, WB7: MidLetter, MidNumLet, Single_Quote), `,` `;`
 * `.` `'` between digits (WB11, WB12: MidNum, MidNumLet, Single_Quote). `"` joins only Hebrew
 * letters (WB7b, WB7c), so no ASCII.
 */
function joins(before, joiner, after) {
    if (isLetter(before) && isLetter(after))
        return joiner === 0x3a || joiner === 0x2e || joiner === 0x27;
    if (isDigit(before) && isDigit(after))
        return joiner === 0x2c || joiner === 0x3b || joiner === 0x2e || joiner === 0x27;
    return false;
}
/**
 * The words of an ASCII piece of word characters and joiners ("issue.", "e.g.", "don't",
 * "api.v2", "1,000"), as UAX #29 splits it: each run of word characters is inside
 * one word (WB5, WB8 to WB10, WB13a, WB13b), and two runs are one word when a single joiner
 * between them joins the last character of one to the first of the next; every other
 * boundary breaks (WB999). Words without a letter or digit (a lone `_`) are dropped.
 * Hand-written for ASCII, where these are all the rules that apply: Intl.Segmenter costs
 * loading ICU's break rules in every process, for a few pieces per catalog. (A test compares
 * both on random ASCII text.)
 */
function joinedWords(text, start, end, words) {
    let wordStart = -1;
    let wordEnd = -1;
    let alnum = false;
    for (let k = start; k < end;) {
        if (ASCII_ROLE[text.charCodeAt(k)] !== WORD) {
            k++;
            continue;
        }
        let runEnd = k;
        let runAlnum = false;
        for (; runEnd < end && ASCII_ROLE[text.charCodeAt(runEnd)] === WORD; runEnd++)
            if (text.charCodeAt(runEnd) !== 0x5f)
                runAlnum = true;
        if (wordStart >= 0 && wordEnd === k - 1 && joins(text.charCodeAt(k - 2), text.charCodeAt(k - 1), text.charCodeAt(k))) {
            alnum ||= runAlnum;
        }
        else {
            if (alnum)
                words.push(text.slice(wordStart, wordEnd));
            wordStart = k;
            alnum = runAlnum;
        }
        wordEnd = runEnd;
        k = runEnd;
    }
    if (alnum)
        words.push(text.slice(wordStart, wordEnd));
}
/**
 * unicode-segmentation's `unicode_words()` for ASCII text (all text is, after deunicode): the
 * UAX #29 word segments that contain an alphanumeric character (Intl.Segmenter also calls a
 * lone `_` word-like; it is dropped).
 * Fast path, same result: in ASCII text every run of ASCII whitespace is bounded by word
 * breaks (WB3a, WB3b, WB3d, WB999), and so is every other ASCII character but letters, digits,
 * `_` and the joiners `.` `:` `,` `;` `'` `"` (`-`, `/`, `(`, … are in no rule but WB999). A
 * piece between breaks whose letters, digits and `_` form one run is that one word (WB5, WB8
 * to WB10, WB13a, WB13b): joiners join letters or digits only between two of them (WB6, WB7,
 * WB11, WB12), so before or after the run ("issue.", "'name',") they break off. Pieces of
 * several runs ("e.g.", "don't", "api.v2") are joined run by run (joinedWords); only a piece
 * with a character beyond ASCII goes through the segmenter. (A test compares both on random ASCII text.)
 */
function unicodeWords(text) {
    const words = [];
    let start = 0;
    for (let i = 0; i < text.length; i++) {
        const code = text.charCodeAt(i);
        if (code >= 0x80 || ASCII_ROLE[code] !== BREAK)
            continue;
        if (i > start)
            pieceWords(text, start, i, words);
        start = i + 1;
    }
    if (text.length > start)
        pieceWords(text, start, text.length, words);
    return words;
}
const chunks = new BoundedMemo(200_000);
/** The tokens of one run of deunicoded text between white space, memoised: most runs repeat across tools. */
function chunkTokens(chunk) {
    return chunks.get(chunk, (text) => {
        const tokens = [];
        for (const word of unicodeWords(text.toLowerCase())) {
            if (!util_words/* STOP_WORDS */.$k.has(word))
                tokens.push(stem(word));
        }
        return { tokens, hashes: tokens.map(fxhash32) };
    });
}
/** ASCII white space as unicodeWords splits on it: space, \t, \n, \v, \f, \r. */
function isSplitSpace(code) {
    return code === 0x20 || (code >= 0x09 && code <= 0x0d);
}
/**
 * Every run of `text`'s deunicoded form between ASCII white space, in order. Tokenising run
 * by run gives the tokens of the whole text: unicodeWords splits at that white space first and
 * reads each run on its own, and lower-casing a run alone gives the same as lower-casing the
 * whole text (white space is neither cased nor case-ignorable, so not even a final sigma's
 * context reaches across it).
 */
function forEachChunk(text, visit) {
    if (text === '')
        return;
    const ascii = deunicode(text);
    let start = -1;
    for (let i = 0; i < ascii.length; i++) {
        if (isSplitSpace(ascii.charCodeAt(i))) {
            if (start >= 0) {
                visit(chunkTokens(ascii.slice(start, i)));
                start = -1;
            }
        }
        else if (start < 0) {
            start = i;
        }
    }
    if (start >= 0)
        visit(chunkTokens(start === 0 ? ascii : ascii.slice(start)));
}
/**
 * Tokens of a document or a query, in order, repeats kept: unicodeWords of the deunicoded,
 * lower-cased text, stop words out, stems.
 */
function tokenize(text) {
    return tokensAndHashes(text).tokens;
}
/** The fxhash of each token of `tokenize(text)`, in order. */
function tokenHashes(text) {
    const hashes = [];
    forEachChunk(text, (chunk) => {
        for (const hash of chunk.hashes)
            hashes.push(hash);
    });
    return hashes;
}
/** `tokenize(text)` and `tokenHashes(text)` from one pass over the text (a query needs both). */
function tokensAndHashes(text) {
    const tokens = [];
    const hashes = [];
    forEachChunk(text, (chunk) => {
        for (const token of chunk.tokens)
            tokens.push(token);
        for (const hash of chunk.hashes)
            hashes.push(hash);
    });
    return { tokens, hashes };
}

;// CONCATENATED MODULE: ./src/engines/codex/index.ts

















const CODEX_DEFAULT_LIMIT = 8;
/** Unicode White_Space, what Rust's `str::trim` drops (JavaScript's trim also drops U+FEFF, not U+0085). */
const WHITE_SPACE = /[\t\n\v\f\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]/;
/**
 * Rust's `str::trim`. Hand-written, reading only the white space at the ends: a regular
 * expression anchored at the end tries every position of the text, and descriptions are long.
 */
function rustTrim(text) {
    let start = 0;
    let end = text.length;
    while (start < end && WHITE_SPACE.test(text[start]))
        start++;
    while (end > start && WHITE_SPACE.test(text[end - 1]))
        end--;
    return start === 0 && end === text.length ? text : text.slice(start, end);
}
function textField(value) {
    return typeof value === 'string' ? rustTrim(value) : '';
}
/** Top-level `inputSchema.properties` keys, in byte order. */
function propertyKeys(schema) {
    const props = schema && typeof schema === 'object' ? schema.properties : undefined;
    if (!props || typeof props !== 'object' || Array.isArray(props))
        return [];
    return Object.keys(props).sort(compareBytes);
}
/** Flat name; callable; raw tool name; raw server; title; description; instructions; property keys: the non-empty ones. */
function documentParts(tool, flat, callable) {
    return [
        flat,
        callable,
        tool.rawName,
        tool.rawServer,
        textField(tool.rawTitle),
        textField(tool.rawDescription),
        textField(tool.serverInstructions),
        ...propertyKeys(tool.inputSchema)
    ].filter((part) => part !== '');
}
/** The names a query token can promote a tool by: each name, and its every tail after a `_`. */
function promotionKeys(names) {
    const keys = new Set();
    for (const name of names) {
        const lower = name.toLowerCase();
        keys.add(lower);
        for (let i = lower.indexOf('_'); i >= 0; i = lower.indexOf('_', i + 1))
            keys.add(lower.slice(i + 1));
    }
    return keys;
}
const tokensByText = new BoundedMemo(200_000);
/**
 * The token hashes of a text, kept by the text: advice prepares the catalog again for every
 * edit it tries, and all but the edited tool have the same text as before (segmenting the
 * text is most of the cost of preparing a large catalog).
 */
function textTokens(text) {
    return tokensByText.get(text, tokenHashes);
}
/** A character from DEL up: text without one deunicode returns as it is. */
const NOT_AS_IS = /[\u007f-\uffff]/;
/** ASCII control characters, which deunicode maps to nothing once past the text's leading as-is run. */
// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u001f]/g;
/**
 * A document's token hashes, part by part: the tokens of its parts joined with spaces, taken part by part
 * so that each part is tokenised once (a server's instructions are part of each of its tools'
 * documents). The same tokens: deunicode keeps the leading run of characters below DEL as it
 * is and sends every later character through its table, which maps printable ASCII to itself
 * and control characters to nothing; the joining spaces stay and break words either way. So a
 * part tokenised alone gives its tokens in the whole text, except that once an earlier part
 * holds a character from DEL up, the whole text drops this part's control characters (which
 * can join the words around them): such a part is tokenised without them.
 */
function documentTokens(parts) {
    let pastAsIs = false;
    return parts.map((part) => {
        const hashes = textTokens(pastAsIs ? part.replace(CONTROLS, '') : part);
        pastAsIs ||= NOT_AS_IS.test(part);
        return hashes;
    });
}
/** Promotion key -> the documents it promotes, in registry order. */
function promotionIndex(documents) {
    const promotion = new Map();
    for (const doc of documents) {
        for (const key of promotionKeys([doc.namespace, doc.callable, doc.flat])) {
            const list = promotion.get(key);
            if (list)
                list.push(doc.registry);
            else
                promotion.set(key, [doc.registry]);
        }
    }
    return promotion;
}
function prepareCodex(catalog) {
    const seen = new Map();
    for (const tool of catalog.tools) {
        const identity = toolIdentity(String(tool.rawServer), String(tool.rawName));
        if (!seen.has(identity))
            seen.set(identity, tool);
    }
    const registry = [...seen.entries()].sort(([a], [b]) => compareBytes(a, b));
    const names = assignCodexNames(registry.map(([, t]) => ({ server: String(t.rawServer), tool: String(t.rawName) })));
    const tokens = [];
    const documents = registry.map(([identity, tool], i) => {
        const { namespace, callable, flat } = names[i];
        const parts = documentParts(tool, flat, callable);
        tokens.push(documentTokens(parts));
        return { tool, registry: i, identity, namespace, callable, flat, text: parts.join(' ') };
    });
    const flatByIdentity = new Map(documents.map((d) => [d.identity, d.flat]));
    const flatNames = new Map();
    for (const tool of catalog.tools) {
        flatNames.set(tool.index, flatByIdentity.get(toolIdentity(String(tool.rawServer), String(tool.rawName))));
    }
    return {
        catalog,
        documents,
        bm25: buildBm25Index(tokens),
        promotion: promotionIndex(documents),
        flatNames
    };
}
/**
 * `prepareCodex(subset)` for some of `prepared`'s catalog tools in its order (the catalog alone,
 * without neighbours), reusing each document's tokens: registry order is identity order, which
 * the subset keeps, and a document's tokens read only its own text and names. The postings are
 * the whole index's kept to the subset; BM25's corpus statistics (document count, document
 * frequencies, average length) are the subset's own. Undefined when the subset is not in that order, keeps a
 * duplicate whose first copy it drops, or would name a tool differently (names resolve clashes
 * among the tools present): then it is prepared in full.
 */
function prepareCodexSubset(prepared, subset) {
    const member = subsequenceMask(prepared.catalog.tools, subset.tools);
    if (!member)
        return undefined;
    const held = new Set(subset.tools);
    const documents = prepared.documents.filter((doc) => held.has(doc.tool));
    const kept = new Set(documents.map((doc) => doc.identity));
    if (subset.tools.some((t) => !kept.has(toolIdentity(String(t.rawServer), String(t.rawName)))))
        return undefined;
    const names = assignCodexNames(documents.map((d) => ({ server: String(d.tool.rawServer), tool: String(d.tool.rawName) })));
    if (names.some((n, i) => n.flat !== documents[i].flat || n.namespace !== documents[i].namespace))
        return undefined;
    const renumbered = documents.map((doc, i) => ({ ...doc, registry: i }));
    // Every subset tool's document is kept under the same name, so its name is the whole catalog's.
    const flatNames = new Map(subset.tools.map((t) => [t.index, prepared.flatNames.get(t.index)]));
    return { catalog: subset, documents: renumbered, bm25: subsetBm25Index(prepared.bm25, documents.map((doc) => doc.registry)), promotion: promotionIndex(renumbered), flatNames };
}
/**
 * `prepareCodex(reordered)` for `prepared`'s catalog tools listed in another order: the registry
 * is in identity order, whatever the listing's, so the documents, their postings and promotions
 * stay; each document points at its tool's new copy and the flat names follow the new indexes.
 * Undefined when an identity repeats (the listing's order picks which of them is kept) or the
 * catalogs do not hold the same tools.
 */
function prepareCodexReordered(prepared, reordered) {
    const { tools } = prepared.catalog;
    if (prepared.documents.length !== tools.length || reordered.tools.length !== tools.length)
        return undefined;
    const byId = new Map(reordered.tools.map((t) => [t.id, t]));
    if (byId.size !== tools.length)
        return undefined;
    const documents = prepared.documents.map((doc) => {
        const tool = byId.get(doc.tool.id);
        return tool && toolIdentity(String(tool.rawServer), String(tool.rawName)) === doc.identity ? (tool === doc.tool ? doc : { ...doc, tool }) : undefined;
    });
    if (documents.some((doc) => doc === undefined))
        return undefined;
    const kept = documents;
    const flatNames = new Map(kept.map((doc) => [doc.tool.index, doc.flat]));
    const result = { catalog: reordered, documents: kept, bm25: prepared.bm25, promotion: prepared.promotion, flatNames };
    documentsById.set(result, documentIndex(prepared));
    return result;
}
const documentsById = new WeakMap();
/** Catalog id -> registry place, made once per catalog (an edited one shares its original's). */
function documentIndex(prepared) {
    let byId = documentsById.get(prepared);
    if (!byId)
        documentsById.set(prepared, (byId = new Map(prepared.documents.map((d) => [d.tool.id, d.registry]))));
    return byId;
}
/**
 * `prepareCodex(edited)` for a catalog whose `changed` tools differ from `prepared`'s only in
 * their text (not their server or name): the same registry, names and promotions; only the
 * changed documents are tokenised again and their postings replaced.
 */
function prepareCodexEdited(prepared, edited, changed) {
    const byIndex = new Map(changed.map((t) => [t.index, t]));
    const hashes = new Map();
    const documents = prepared.documents.map((doc) => {
        const tool = byIndex.get(doc.tool.index);
        if (!tool)
            return doc;
        const parts = documentParts(tool, doc.flat, doc.callable);
        hashes.set(doc.registry, documentTokens(parts));
        return { ...doc, tool, text: parts.join(' ') };
    });
    const result = { catalog: edited, documents, bm25: editBm25Index(prepared.bm25, hashes), promotion: prepared.promotion, flatNames: prepared.flatNames };
    documentsById.set(result, documentIndex(prepared));
    return result;
}
/** Promotion tokens: the trimmed query split at every character outside ASCII [A-Za-z0-9_]. */
function exactTokens(query) {
    return query
        .split(/[^A-Za-z0-9_]+/)
        .filter((t) => t !== '')
        .map((t) => t.toLowerCase());
}
/** Moves each result up to join the first result of its namespace (Codex returns one entry per namespace). */
function groupByNamespace(entries) {
    return [...(0,group_by/* groupBy */.$)(entries, (e) => e.namespace).values()].flat().map((e) => e.id);
}
/** BM25 tools tied on the score of the last place BM25 fills, when the tie straddles the cut. */
function bm25CutTie(prepared, rest, byDoc, places) {
    if (places < 1 || rest.length <= places)
        return {};
    const score = byDoc.get(rest[places - 1]).score;
    if (byDoc.get(rest[places]).score !== score)
        return {};
    const tied = rest.map((doc, i) => ({ i, id: prepared.documents[doc].tool.id, score: byDoc.get(doc).score })).filter((t) => t.score === score);
    return { cutTie: { score, inside: tied.filter((t) => t.i < places).map((t) => t.id), outside: tied.filter((t) => t.i >= places).map((t) => t.id) } };
}
/**
 * One `tool_search` call. `ranking` holds every promoted tool (registry order, a 0-point
 * 'promotion' contribution per matching token), then every other BM25 match by score; a
 * tool's score is its f32 BM25 score (0 for a promoted tool BM25 does not match), the sum in
 * f32 of its 'bm25' contributions. `results` is the first `limit` of them, grouped by namespace.
 */
function searchCodex(prepared, rawQuery, limit, keep) {
    const query = rustTrim(rawQuery);
    if (query === '')
        throw new types/* EngineQueryError */.NW('query must not be empty');
    if (limit === 0)
        throw new types/* EngineQueryError */.NW('limit must be greater than zero');
    // 1. Exact-name promotion, in registry order.
    const exact = exactTokens(query);
    const promotedBy = new Map();
    for (const token of exact) {
        for (const doc of prepared.promotion.get(token) ?? []) {
            const tokens = promotedBy.get(doc);
            if (!tokens)
                promotedBy.set(doc, [token]);
            else if (!tokens.includes(token))
                tokens.push(token);
        }
    }
    const promoted = [...promotedBy.keys()].sort((a, b) => a - b);
    // 2. BM25 over every query token occurrence; promoted tools are skipped.
    const { tokens: terms, hashes } = tokensAndHashes(query);
    if (keep)
        return keptCodexSearch(prepared, { promotedBy, promoted, terms, hashes, limit, keep, mode: exact.length === 0 && terms.length === 0 ? 'empty' : 'keyword' });
    const matches = bm25Matches(prepared.bm25, hashes);
    const byDoc = new Map(matches.map((m) => [m.document, m]));
    // Codex orders equal scores randomly; registry order breaks the tie here.
    const rest = matches
        .filter((m) => !promotedBy.has(m.document))
        .sort((a, b) => b.score - a.score || a.document - b.document)
        .map((m) => m.document);
    // Promoted tools first, then BM25 fills the remaining places.
    const order = [...promoted, ...rest];
    const ranking = order.map((doc, i) => rankedEntry(prepared, doc, i + 1, promotedBy.get(doc), byDoc.get(doc), terms));
    return {
        results: returnedIds(prepared, order.slice(0, limit)),
        ranking,
        mode: exact.length === 0 && terms.length === 0 ? 'empty' : 'keyword',
        randomTies: true,
        ...bm25CutTie(prepared, rest, byDoc, limit - promoted.length)
    };
}
/** A tool's entry: a 0-point 'promotion' contribution per token that promoted it, then its BM25 points. */
function rankedEntry(prepared, doc, rank, promotedBy, match, terms) {
    const breakdown = (promotedBy ?? []).map((term) => ({ term, field: 'promotion', points: 0 }));
    match?.points.forEach((points, t) => {
        if (points > 0)
            breakdown.push({ term: terms[t], field: 'bm25', points });
    });
    return { tool: prepared.documents[doc].tool.id, score: match?.score ?? 0, rank, breakdown };
}
/** The first `limit` of the order, grouped by namespace, as catalog ids. */
function returnedIds(prepared, first) {
    return groupByNamespace(first.map((doc) => ({ id: prepared.documents[doc].tool.id, namespace: prepared.documents[doc].namespace })));
}
/**
 * `searchCodex` when only some places are read (`keep`): promoted tools in registry order,
 * then the BM25 matches, of which only the first places are ordered.
 */
function keptCodexSearch(prepared, q) {
    const { promotedBy, promoted, limit } = q;
    const { documents, scores, matched } = bm25Scores(prepared.bm25, q.hashes);
    const rest = promoted.length ? documents.filter((doc) => !promotedBy.has(doc)) : documents;
    const scoreOf = (doc) => scores[doc];
    const bm25Order = (a, b) => scores[b] - scores[a] || a - b;
    const byId = documentIndex(prepared);
    const wanted = q.keep.tools.flatMap((id) => byId.get(id) ?? []).filter((doc) => !promotedBy.has(doc));
    const places = Math.max(limit, q.keep.top) - promoted.length;
    const found = placesOf(rest, bm25Order, Math.max(0, places, limit - promoted.length + 1), wanted);
    const head = [...promoted, ...found.head].slice(0, Math.max(limit, q.keep.top));
    const kept = new Map(head.map((doc, i) => [doc, i + 1]));
    for (const [doc, rank] of found.rankOf)
        if (!kept.has(doc))
            kept.set(doc, rank + promoted.length);
    for (const id of q.keep.tools) {
        const doc = byId.get(id);
        if (doc !== undefined && promotedBy.has(doc))
            kept.set(doc, promoted.indexOf(doc) + 1);
    }
    const ranking = [...kept]
        .sort((a, b) => a[1] - b[1])
        .map(([doc, rank]) => rankedEntry(prepared, doc, rank, promotedBy.get(doc), matched[doc] ? { score: scores[doc], points: bm25Points(prepared.bm25, doc, q.hashes) } : undefined, q.terms));
    return {
        results: returnedIds(prepared, head.slice(0, limit)),
        ranking,
        mode: q.mode,
        randomTies: true,
        scored: promoted.length + rest.length,
        ...tieAtCut(rest, found.head, scoreOf, bm25Order, limit - promoted.length, (doc) => prepared.documents[doc].tool.id)
    };
}
/** Codex's BM25 in its own words; equal scores come back in random order. */
const CODEX_TERMS = { client: 'Codex', ties: 'random', fields: { bm25: 'BM25' } };
/** The tokens that promoted a ranked tool. */
function promotionTokens(r) {
    return r?.breakdown.filter((c) => c.field === 'promotion').map((c) => c.term) ?? [];
}
/** The first of `tokens` that names the document's whole server (its namespace), which promotes every tool of it. */
function serverToken(doc, tokens) {
    if (!doc)
        return undefined;
    const keys = promotionKeys([doc.namespace]);
    return tokens.find((t) => keys.has(t));
}
/**
 * Why `ahead` is ahead of `behind` for Codex: promotion first (promoted tools come before every
 * text match, in registry order: by server, then tool name), then BM25 (equal scores at random).
 */
function explainCodexOrder(prepared, result, ahead, behind) {
    const a = result.ranking.find((r) => r.tool === ahead);
    const b = result.ranking.find((r) => r.tool === behind);
    const byAhead = promotionTokens(a);
    if (result.mode !== 'keyword' || byAhead.length === 0)
        return explainScoredOrder(prepared.catalog, result, ahead, behind, CODEX_TERMS);
    const byId = documentIndex(prepared);
    const docOf = (id) => {
        const at = byId.get(id);
        return at === undefined ? undefined : prepared.documents[at];
    };
    const [docA, docB] = [docOf(ahead), docOf(behind)];
    const why = (doc, tokens) => {
        const token = serverToken(doc, tokens);
        if (token && doc) {
            const count = prepared.promotion.get(token)?.length ?? 0;
            return { text: `"${token}" is the name of its server ${doc.tool.rawServer}, which promotes all ${count} of its tools`, server: doc.tool.rawServer };
        }
        return { text: tokens.map((t) => (doc && (doc.callable.toLowerCase() === t || doc.flat.toLowerCase() === t) ? `"${t}" is its name` : `its name ends in "_${t}"`)).join(', ') };
    };
    const byBehind = promotionTokens(b);
    if (byBehind.length === 0) {
        const { text, server } = why(docA, byAhead);
        return {
            fact: { kind: 'promoted', by: byAhead, ...(server ? { server } : {}) },
            text: `Codex promotes ${(0,sanitize/* shortToolName */.Ow)(ahead)} (${text}) and lists promoted tools before every text match, whatever their BM25 scores`
        };
    }
    const names = [docA?.flat ?? ahead, docB?.flat ?? behind];
    const shared = byAhead.filter((t) => byBehind.includes(t));
    const token = serverToken(docA, shared);
    const common = token !== undefined && docA && docB?.tool.rawServer === docA.tool.rawServer ? docA.tool.rawServer : undefined;
    const because = common
        ? why(docA, shared).text
        : shared.length
            ? `both names end in ${shared.map((t) => `"_${t}"`).join(', ')}`
            : `${why(docA, byAhead).text}; ${(0,sanitize/* shortToolName */.Ow)(behind)}: ${why(docB, byBehind).text}`;
    return {
        fact: { kind: 'promoted-order', names, ...(common ? { server: common } : {}) },
        text: `Codex promotes both (${because}) and lists promoted tools in order of server and tool name, not by score: ${names[0]} before ${names[1]}`
    };
}
const codex = {
    id: 'codex',
    family: 'codex',
    client: 'OpenAI Codex CLI tool_search',
    versions: 'codex-rs, bm25 2.3.2',
    exact: true,
    defaultMaxResults: CODEX_DEFAULT_LIMIT,
    loadsAlwaysLoad: false,
    firstPageOnly: false,
    readsSearchHint: false,
    localScoring: false,
    queryTerms: util_words/* queryTerms */.C5,
    prepare: prepareCodex,
    prepareEdited: prepareCodexEdited,
    prepareSubset: prepareCodexSubset,
    prepareReordered: prepareCodexReordered,
    search(prepared, query, { maxResults, keep }) {
        return searchCodex(prepared, query, maxResults, keep);
    },
    deferral: (catalog, settings) => codexDeferral(catalog, settings.codex),
    clientName(prepared, tool) {
        return prepared.flatNames.get(tool.index) ?? prepareCodex({ servers: [], tools: [tool] }).documents[0].flat;
    },
    explainOrder: explainCodexOrder
};

// EXTERNAL MODULE: ./src/catalog/search.ts
var search = __webpack_require__(4011);
;// CONCATENATED MODULE: ./src/engines/server.ts
/**
 * Engine `server`: the ranking a server's own search tool gave (FastMCP's search transforms;
 * docs/engines/server.md). Collection asks the server each query and records its answers in
 * the catalog; this engine only reads them, so it stays pure and synchronous. It answers a
 * query only as it was asked, over the catalog it was asked on: an edited catalog (advice) or
 * another query (lint, wording) has no answer, and it says so with EngineQueryError.
 */



/** FastMCP's default `max_results` for its search transforms. */
const SERVER_DEFAULT_MAX_RESULTS = 5;
function prepare(catalog) {
    const answers = new Map();
    const answered = new Map();
    const byServer = (0,group_by/* groupBy */.$)(catalog.tools, (t) => t.rawServer);
    const searching = catalog.servers.filter((s) => s.search);
    for (const server of searching) {
        const tools = byServer.get(server.name) ?? [];
        const key = (0,search/* searchCatalogKeyOf */.M6)(tools);
        const idOf = new Map(tools.map((t) => [t.rawName, t.id]));
        for (const answer of server.search.answers) {
            if (answer.catalog !== key)
                continue;
            const before = answered.get(answer.query) ?? 0;
            const placed = answer.tools.flatMap((name, i) => {
                const tool = idOf.get(name);
                return tool === undefined ? [] : [{ tool, rank: before + i + 1 }];
            });
            answers.set(answer.query, [...(answers.get(answer.query) ?? []), ...placed]);
            answered.set(answer.query, before + answer.tools.length);
        }
    }
    return { catalog, answers, searching: searching.length > 0 };
}
function server_search(prepared, query, options) {
    if (!prepared.searching)
        throw new types/* EngineQueryError */.NW('no server of the manifest has a search tool of its own (`search:`), so engine `server` has nothing to ask');
    const answer = prepared.answers.get(query);
    if (!answer)
        throw new types/* EngineQueryError */.NW('the server\'s own search was not asked this query over this catalog (only the manifest\'s queries are asked, as collected)');
    // The server's order is the ranking; there are no points, so the score only keeps that order.
    const last = answer.at(-1)?.rank ?? 0;
    const ranking = answer.map(({ tool, rank }) => ({ tool, score: last + 1 - rank, rank, breakdown: [] }));
    return { results: ranking.filter((r) => r.rank <= options.maxResults).map((r) => r.tool), ranking, mode: 'keyword' };
}
/**
 * What the model is sent: the tools a searching server shows in `tools/list` beside its search
 * (FastMCP's `always_visible`) are sent with every request; the rest are behind the search.
 * A server without a search of its own sends every tool.
 */
function deferral(catalog) {
    const visible = new Map(catalog.servers.map((s) => [s.name, s.search ? new Set(s.search.visible) : undefined]));
    const tools = catalog.tools.map((t) => {
        const shown = visible.get(t.rawServer);
        const upFront = !shown || shown.has(t.rawName);
        return { tool: t.id, server: t.rawServer, placement: upFront ? 'up-front' : 'deferred', why: upFront ? 'not-deferred' : 'search' };
    });
    const deferred = tools.filter((t) => t.placement === 'deferred').length;
    return {
        verdict: deferred === tools.length ? 'deferred' : deferred === 0 ? 'not-deferred' : 'partly',
        exact: true,
        reason: 'the server itself hides every tool but those `tools/list` shows beside its search tool',
        setup: 'the server\'s own search',
        changes: ['the server decides: FastMCP\'s `always_visible` lists a tool beside the search'],
        tools,
        servers: []
    };
}
const serverSearch = {
    id: 'server',
    family: 'server',
    client: "the server's own search tool",
    versions: 'asked live',
    exact: true,
    defaultMaxResults: SERVER_DEFAULT_MAX_RESULTS,
    loadsAlwaysLoad: false,
    firstPageOnly: false,
    readsSearchHint: false,
    localScoring: false,
    recordedAnswers: true,
    queryTerms: (query) => [...new Set(query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])],
    prepare,
    search: server_search,
    deferral,
    explainOrder: () => ({ fact: { kind: 'listed', mode: 'keyword' }, text: "the server's own search returned it first" })
};

;// CONCATENATED MODULE: ./src/engines/spring-ai/java.ts
/**
 * The few `java.lang.String` and `java.util.regex` behaviours the Spring AI searcher leans on,
 * where JavaScript's built-ins differ: hand-written because no npm package reproduces the
 * JDK's definitions (JavaScript's `trim`, `\s` and `.` take in more characters than Java's).
 */
/** `Character.isWhitespace`: space separators except the no-break ones, tab to carriage return, U+001C to U+001F. */
// eslint-disable-next-line no-control-regex
const JAVA_WHITESPACE = /^(?:(?![\u00A0\u2007\u202F])[\p{Zs}\p{Zl}\p{Zp}]|[\t-\r\u001C-\u001F])*$/u;
/** `String.isBlank()`: empty, or only `Character.isWhitespace` code points. */
function javaIsBlank(text) {
    return JAVA_WHITESPACE.test(text);
}
/** `String.trim()`: drops leading and trailing characters up to U+0020 (controls included, no Unicode spaces). */
function javaTrim(text) {
    let start = 0;
    let end = text.length;
    while (start < end && text.charCodeAt(start) <= 0x20)
        start++;
    while (end > start && text.charCodeAt(end - 1) <= 0x20)
        end--;
    return text.slice(start, end);
}
/**
 * `String.split(regex)` with limit 0: a match of positive width at the start leaves an empty
 * first part, and empty parts at the end are removed. `separator` must not match the empty string.
 */
function javaSplit(text, separator) {
    const parts = text.split(separator);
    while (parts.length > 0 && parts[parts.length - 1] === '')
        parts.pop();
    return parts;
}
/** What `.` does not match in a Java pattern without DOTALL or UNIX_LINES. */
const JAVA_LINE_TERMINATORS = '\\n\\r\\u0085\\u2028\\u2029';
/**
 * `while (matcher.find())` over `text`: each search starts where the previous match ended, one
 * character further when that match was empty (`Matcher.find()`). `pattern` must carry the
 * `g` flag and no `y` or `u` flag, so that it searches from `lastIndex` in UTF-16 units as Java does.
 */
function javaFindAll(pattern, text) {
    const matches = [];
    let first = -1;
    let last = 0;
    for (;;) {
        const from = last === first ? last + 1 : last;
        if (from > text.length)
            break;
        pattern.lastIndex = from;
        const m = pattern.exec(text);
        if (!m)
            break;
        first = m.index;
        last = m.index + m[0].length;
        matches.push({ start: first, end: last, text: m[0] });
    }
    return { count: matches.length, first: matches.length ? matches[0].start : -1, matches };
}

;// CONCATENATED MODULE: ./src/engines/spring-ai/names.ts

/** `McpToolUtils.format`: drop what is not Han, a CJK (compatibility) ideograph, `a-zA-Z0-9_-`; then `-` becomes `_`. */
function springFormat(name) {
    return name.replace(/[^\p{Script=Han}\u4E00-\u9FFF\uF900-\uFAFFa-zA-Z0-9_-]/gu, '').replace(/-/g, '_');
}
/**
 * Each tool's name in the app, in catalog order (the order the app builds its MCP tool
 * callbacks: servers as they connect, each server's tools as listed): its formatted name, or,
 * when an earlier tool already took that name, `alt_<n>_` before it, `n` counting such
 * renames from 1 across the app (`DefaultMcpToolNamePrefixGenerator`).
 */
function springNames(catalog) {
    const used = new Set();
    let counter = 1;
    return catalog.tools.map((tool) => {
        let name = springFormat(String(tool.rawName));
        if (used.has(name))
            name = `alt_${counter++}_${name}`;
        used.add(name);
        return name;
    });
}
/**
 * Upper-case letters and everything outside Basic Latin, as Spring's `ParsingUtils` camel-case
 * split reads them (its `[\p{Lu}|\P{InBASIC_LATIN}…]` classes hold a literal `|` as well).
 */
const UPPER = String.raw `\p{Lu}|\P{ASCII}`;
const CAMEL_CASE = new RegExp(String.raw `(?<!(?:^|[${UPPER}_$]))(?=[${UPPER}])|(?<!^)(?=[${UPPER}]\p{Ll})`, 'u');
/**
 * The description the app indexes: the tool's own when it has text (`StringUtils.hasText`),
 * else its name split at camel-case boundaries, lower-cased and joined by spaces
 * (`ParsingUtils.reConcatenateCamelCase(name, " ")`, what `DefaultToolDefinition.Builder` puts there).
 */
function springDescription(tool, name) {
    const own = tool.rawDescription;
    if (typeof own === 'string' && !javaIsBlank(own))
        return own;
    return name
        .split(CAMEL_CASE)
        .map((part) => part.toLowerCase())
        .join(' ');
}

;// CONCATENATED MODULE: ./src/engines/spring-ai/pattern.ts
/**
 * How Spring AI's `RegexToolSearcher` turns a natural-language query into a Java regular
 * expression (`convertQueryToRegexPattern`), and that expression as a JavaScript RegExp that
 * matches exactly the same text (docs/engines/spring-ai-regex.md).
 */


/** The searcher's cap on the generated pattern's length, in UTF-16 units. */
const MAX_PATTERN_LENGTH = 200;
/** The pattern for a blank query, or one whose every word is dropped: it matches every tool. */
const MATCH_ALL = '.*';
/** The searcher's stop words, dropped from the query (unless nothing else is left). */
const STOP_WORDS = new Set(('a an the is are was were be been being have has had do does did will would could should may might must shall ' +
    'can need dare ought used to of in for on with at by from as into through during before after above below between ' +
    'and or but if because until while although this that these those what which who whom whose i me my we our you ' +
    'your he him his she her it its they them their all any both each every some no not only just also very too so').split(' '));
/** `[\s,;:.!?()\[\]{}"']+` with Java's `\s` (ASCII whitespace only, no Unicode spaces). */
// eslint-disable-next-line no-control-regex
const QUERY_DELIMITERS = /[ \t\n\u000B\f\r,;:.!?()[\]{}"']+/;
/** The characters the searcher escapes with a backslash: `\ . * + ? ^ $ { } [ ] | ( )`. */
const JAVA_ESCAPED = /[\\.*+?^${}[\]|()]/g;
function alternation(escaped) {
    return `(?i)(${escaped.join('|')})`;
}
/** `convertQueryToRegexPattern(query)`, step by step. */
function springPattern(query) {
    refuseLoneSurrogates(query);
    if (javaIsBlank(query))
        return { words: [], java: MATCH_ALL, cut: [] };
    // Java's String.toLowerCase() under a locale other than Turkish, Azeri or Lithuanian is the
    // locale-free Unicode mapping JavaScript's toLowerCase() applies.
    const tokens = javaSplit(query.toLowerCase(), QUERY_DELIMITERS)
        .map(javaTrim)
        .filter((t) => t !== '');
    let words = distinct(tokens.filter((t) => t.length >= 2 && !STOP_WORDS.has(t)));
    // Every word dropped: the words as they are, single characters and stop words included.
    if (words.length === 0)
        words = distinct(tokens);
    if (words.length === 0)
        return { words: [], java: MATCH_ALL, cut: [] };
    const escaped = words.map((w) => w.replace(JAVA_ESCAPED, '\\$&'));
    let kept = escaped.length;
    while (alternation(escaped.slice(0, kept)).length > MAX_PATTERN_LENGTH && kept > 1)
        kept--;
    return { words: words.slice(0, kept), java: alternation(escaped.slice(0, kept)), cut: words.slice(kept) };
}
/** `.distinct()`: the first of equal words, in order (escaping keeps words apart exactly as before). */
function distinct(words) {
    return [...new Set(words)];
}
/**
 * Java compiles the pattern by code points, JavaScript (without the `u` flag) by UTF-16 units:
 * the two agree on every paired surrogate, but a lone one in a query may start or end a match
 * inside a character Java reads whole.
 */
function refuseLoneSurrogates(query) {
    const lone = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.exec(query);
    if (lone) {
        const unit = lone[0].charCodeAt(0).toString(16).toUpperCase();
        throw new types/* EngineQueryError */.NW(`spring-ai-regex cannot rank this query: its character ${lone.index + 1} is a lone surrogate (U+${unit}), which Java's regex matches by code point and JavaScript's by UTF-16 unit`);
    }
}
/**
 * The Java pattern as a JavaScript RegExp (global, without `i` or `u`) that finds the same
 * matches: `(?i)` without UNICODE_CASE folds only ASCII letters (`é` never matches `É`, the
 * Kelvin sign never matches `k`), so each ASCII letter becomes a two-letter class and every
 * other character stands for itself. `.*` keeps Java's line terminators out of `.`.
 */
function springRegExp(pattern) {
    if (pattern.java === MATCH_ALL)
        return new RegExp(`[^${JAVA_LINE_TERMINATORS}]*`, 'g');
    const alternatives = pattern.words.map((w) => Array.from(w, (ch) => (/^[a-zA-Z]$/.test(ch) ? `[${ch.toLowerCase()}${ch.toUpperCase()}]` : ch.replace(/[\\^$.*+?()[\]{}|/-]/g, '\\$&'))).join(''));
    return new RegExp(alternatives.join('|'), 'g');
}

;// CONCATENATED MODULE: ./src/engines/spring-ai/index.ts





/** The searcher's cut when neither the advisor nor the model sets `maxResults`. */
const SPRING_AI_REGEX_DEFAULT_MAX_RESULTS = 10;
const spring_ai_NAME_POINTS = 2;
const spring_ai_DESCRIPTION_POINTS = 1;
/** The description's place bonus counts half. */
const DESCRIPTION_BONUS_SHARE = 0.5;
function prepareSpringAiRegex(catalog) {
    const names = springNames(catalog);
    return { catalog, tools: catalog.tools.map((tool, i) => ({ tool, name: names[i], description: springDescription(tool, names[i]) })) };
}
/** `1.0 / (1.0 + position * 0.1)`: 1 for a match at the start, less the later it starts. */
function placeBonus(position) {
    return 1.0 / (1.0 + position * 0.1);
}
/**
 * `calculateMatchScore`: 2 per match in the name plus the name's place bonus, then 1 per match
 * in the description plus half its place bonus, added in the searcher's order (the same
 * double-precision sums as Java's).
 */
function matchScore(name, description) {
    let score = 0.0;
    if (name.count > 0)
        score += spring_ai_NAME_POINTS * name.count + placeBonus(name.first);
    if (description.count > 0)
        score += spring_ai_DESCRIPTION_POINTS * description.count + placeBonus(description.first) * DESCRIPTION_BONUS_SHARE;
    return score;
}
/**
 * Per word (in the order the matches first reach it) its matches' points in one field, the
 * field's place bonus added to the word of the first match.
 */
function fieldBreakdown(finds, pattern, field, points, bonusShare) {
    if (finds.count === 0)
        return [];
    const wordOf = (text) => (pattern.java === MATCH_ALL ? MATCH_ALL : (pattern.words.find((w) => sameAsciiFold(w, text)) ?? text));
    const perWord = new Map([[wordOf(finds.matches[0].text), placeBonus(finds.first) * bonusShare]]);
    for (const m of finds.matches)
        perWord.set(wordOf(m.text), (perWord.get(wordOf(m.text)) ?? 0) + points);
    return [...perWord].map(([term, p]) => ({ term, field, points: p }));
}
/** The first alternative a match can be: the words differ from the matched text only in ASCII case. */
function sameAsciiFold(word, text) {
    const fold = (s) => s.replace(/[A-Z]/g, (c) => c.toLowerCase());
    return fold(word) === fold(text);
}
function searchSpringAiRegex(prepared, query, maxResults) {
    const pattern = springPattern(query);
    const regex = springRegExp(pattern);
    const scored = [];
    prepared.tools.forEach((t, index) => {
        const name = javaFindAll(regex, t.name);
        const description = javaFindAll(regex, t.description);
        const score = matchScore(name, description);
        if (score > 0) {
            const breakdown = [...fieldBreakdown(name, pattern, 'name', spring_ai_NAME_POINTS, 1), ...fieldBreakdown(description, pattern, 'description', spring_ai_DESCRIPTION_POINTS, DESCRIPTION_BONUS_SHARE)];
            scored.push({ index, score, breakdown });
        }
    });
    // List.sort is stable: equal scores keep the order the tools were indexed in.
    scored.sort((a, b) => b.score - a.score);
    const ranking = scored.map((s, r) => ({ tool: prepared.tools[s.index].tool.id, score: s.score, rank: r + 1, breakdown: s.breakdown }));
    return { results: ranking.slice(0, maxResults).map((r) => r.tool), ranking, mode: 'keyword' };
}
const SPRING_TERMS = { client: 'Spring AI', ties: 'listing', fields: { name: 'name match', description: 'description match' } };
const springAiRegex = {
    id: 'spring-ai-regex',
    family: 'spring-ai',
    client: 'Spring AI ToolSearchToolCallAdvisor with RegexToolSearcher',
    versions: 'tool-search-tool 2.1.0',
    exact: true,
    defaultMaxResults: SPRING_AI_REGEX_DEFAULT_MAX_RESULTS,
    loadsAlwaysLoad: false,
    firstPageOnly: false,
    readsSearchHint: false,
    localScoring: true,
    queryTerms: (query) => springPattern(query).words,
    prepare: prepareSpringAiRegex,
    search: (prepared, query, { maxResults }) => searchSpringAiRegex(prepared, query, maxResults),
    clientName: (prepared, tool) => prepared.tools.find((t) => t.tool === tool)?.name ?? springFormat(String(tool.rawName)),
    explainOrder: (prepared, result, ahead, behind) => explainScoredOrder(prepared.catalog, result, ahead, behind, SPRING_TERMS)
};

;// CONCATENATED MODULE: ./src/engines/fastmcp/facts.ts
const FASTMCP_VERSION = '4.0.10';
/** `BaseSearchTransform(max_results=5)`. */
const FASTMCP_DEFAULT_MAX_RESULTS = 5;
/**
 * The server searches every tool it holds (no pages, no `_meta` read) and lists results under
 * their own names.
 */
const FASTMCP_FACTS = {
    family: 'fastmcp',
    versions: `fastmcp ${FASTMCP_VERSION}`,
    exact: true,
    defaultMaxResults: FASTMCP_DEFAULT_MAX_RESULTS,
    loadsAlwaysLoad: false,
    firstPageOnly: false,
    readsSearchHint: false,
    clientName: (_prepared, tool) => String(tool.rawName)
};

;// CONCATENATED MODULE: ./src/engines/fastmcp/text.ts

/**
 * The name, the description when it is not empty, then per input property (in the schema's
 * order) its name and its description when that is not empty, joined by single spaces.
 * Python's `" ".join` fails on a non-string part, and `.items()` on `properties` that is not
 * an object: FastMCP's `search_tools` then answers with an error for every query.
 */
function searchableText(tool) {
    const parts = [String(tool.rawName)];
    if (typeof tool.rawDescription === 'string' && tool.rawDescription)
        parts.push(tool.rawDescription);
    const schema = tool.inputSchema;
    if (pythonTruthy(schema) && schema && 'properties' in schema) {
        const properties = schema.properties;
        if (typeof properties !== 'object' || properties === null || Array.isArray(properties)) {
            return { error: `tool \`${tool.rawName}\`'s inputSchema.properties is not an object` };
        }
        for (const [name, info] of Object.entries(properties)) {
            parts.push(name);
            if (typeof info !== 'object' || info === null || Array.isArray(info))
                continue;
            const description = info.description;
            if (!pythonTruthy(description))
                continue;
            if (typeof description !== 'string') {
                return { error: `tool \`${tool.rawName}\`'s parameter \`${name}\` has a description that is not a string` };
            }
            parts.push(description);
        }
    }
    return { text: parts.join(' ') };
}
/** The texts of a catalog's tools, or the EngineQueryError every search of it meets. */
function searchableTexts(tools) {
    const texts = [];
    for (const tool of tools) {
        const searchable = searchableText(tool);
        if ('error' in searchable)
            return { error: new types/* EngineQueryError */.NW(`FastMCP's search_tools fails on this catalog: ${searchable.error}`) };
        texts.push(searchable.text);
    }
    return { texts };
}
/** Python's truth of a JSON value: false for null, false, 0, "", [] and {}. */
function pythonTruthy(value) {
    if (Array.isArray(value))
        return value.length > 0;
    if (typeof value === 'object' && value !== null)
        return Object.keys(value).length > 0;
    return Boolean(value);
}
/**
 * Python's `str.casefold()` for one character. JavaScript has no case folding; lower-casing
 * the upper case gives it for every character of Unicode 14 (Python 3.11's) but these: the
 * sharp s (ß, ẞ: "ss"), the final sigma (ς: σ, which a whole string's toLowerCase() would
 * bring back at a word's end, hence per character), the dotless ı (kept), and Cherokee,
 * which folds to its capital letters.
 */
function foldCharacter(c) {
    if (c === 'ß' || c === 'ẞ')
        return 'ss';
    if (c === 'ς')
        return 'σ';
    if (c === 'ı')
        return c;
    const code = c.codePointAt(0);
    if (code >= 0xab70 && code <= 0xabbf)
        return String.fromCodePoint(code - 0xab70 + 0x13a0);
    if (code >= 0x13f8 && code <= 0x13fd)
        return String.fromCodePoint(code - 8);
    if (code >= 0x13a0 && code <= 0x13f5)
        return c;
    return c.toUpperCase().toLowerCase();
}
const FOLDED = new Map();
function casefold(text) {
    return text.replace(/[A-Z]|[^\0-\x7f]/gu, (c) => {
        let folded = FOLDED.get(c);
        if (folded === undefined)
            FOLDED.set(c, (folded = foldCharacter(c)));
        return folded;
    });
}
/**
 * FastMCP 4.0.10's BM25 tokens: NFKC, case folding, then runs of two or more Unicode letters
 * and digits (Python's `[^\W_]{2,}`: `\w` without `_` is `str.isalnum()`, the letters and
 * numbers, the same characters as `[\p{L}\p{N}]` for everything Unicode 14 assigns).
 */
function fastmcpTokenize(text) {
    return casefold(text.normalize('NFKC')).match(/[\p{L}\p{N}]{2,}/gu) ?? [];
}

;// CONCATENATED MODULE: ./src/engines/fastmcp/bm25.ts



const bm25_K1 = 1.5;
const bm25_B = 0.75;
function prepareFastmcpBm25(catalog) {
    const texts = searchableTexts(catalog.tools);
    if ('error' in texts)
        return { catalog, termCounts: [], lengths: [], averageLength: 0, documentFrequency: new Map(), error: texts.error };
    const termCounts = [];
    const lengths = [];
    const documentFrequency = new Map();
    for (const text of texts.texts) {
        const tokens = fastmcpTokenize(text);
        const counts = new Map();
        for (const token of tokens)
            counts.set(token, (counts.get(token) ?? 0) + 1);
        for (const token of counts.keys())
            documentFrequency.set(token, (documentFrequency.get(token) ?? 0) + 1);
        termCounts.push(counts);
        lengths.push(tokens.length);
    }
    // Python's sum() of ints, then one true division, as `_BM25Index.build`.
    const total = lengths.reduce((a, b) => a + b, 0);
    return { catalog, termCounts, lengths, averageLength: lengths.length ? total / lengths.length : 0, documentFrequency };
}
/** The query's tokens, each once: the words the scorer reads (a repeated word counts again). */
function fastmcpQueryTerms(query) {
    return [...new Set(fastmcpTokenize(query))];
}
function searchFastmcpBm25(prepared, query, maxResults) {
    if (prepared.error)
        throw prepared.error;
    const n = prepared.termCounts.length;
    const tokens = fastmcpTokenize(query);
    if (!tokens.length || !n)
        return { results: [], ranking: [], mode: 'empty' };
    const scores = new Float64Array(n);
    const breakdowns = Array.from({ length: n }, () => []);
    // Term by term in query order, a repeated query word adding again, each addition in
    // Python's order of operations so the float sums (and so the ties) are the server's.
    for (const token of tokens) {
        const df = prepared.documentFrequency.get(token);
        if (df === undefined)
            continue;
        const idf = Math.log((n - df + 0.5) / (df + 0.5) + 1.0);
        for (let i = 0; i < n; i++) {
            const tf = prepared.termCounts[i].get(token) ?? 0;
            if (tf === 0)
                continue;
            const numerator = tf * (bm25_K1 + 1);
            const denominator = tf + bm25_K1 * (1 - bm25_B + (bm25_B * prepared.lengths[i]) / prepared.averageLength);
            const points = (idf * numerator) / denominator;
            scores[i] += points;
            breakdowns[i].push({ term: token, field: 'bm25', points });
        }
    }
    // Python's sort is stable, and `reverse=True` keeps equal scores in their first order.
    const order = Array.from({ length: n }, (_v, i) => i)
        .filter((i) => scores[i] > 0)
        .sort((a, b) => scores[b] - scores[a] || a - b);
    const ranking = order.map((i, r) => ({ tool: prepared.catalog.tools[i].id, score: scores[i], rank: r + 1, breakdown: breakdowns[i] }));
    return { results: ranking.slice(0, Math.max(0, maxResults)).map((r) => r.tool), ranking, mode: 'keyword' };
}
const FASTMCP_BM25_TERMS = { client: "FastMCP's BM25 search", ties: 'listing', fields: { bm25: 'BM25' } };
const fastmcpBm25 = {
    id: 'fastmcp-bm25',
    ...FASTMCP_FACTS,
    client: 'FastMCP BM25SearchTransform',
    localScoring: false,
    queryTerms: fastmcpQueryTerms,
    prepare: prepareFastmcpBm25,
    search: (prepared, query, { maxResults }) => searchFastmcpBm25(prepared, query, maxResults),
    explainOrder: (prepared, result, ahead, behind) => explainScoredOrder(prepared.catalog, result, ahead, behind, FASTMCP_BM25_TERMS)
};

;// CONCATENATED MODULE: ./src/engines/fastmcp/case-classes.ts
/**
 * Which characters Python's `re` matches case-insensitively as one (`re.IGNORECASE` on a str
 * pattern): those whose lower case has the same upper case. `re` matches a character when its
 * simple lower case equals the pattern's (for İ, the first character of "i̇": i) or is one of
 * the "extra cases" of that lower case, the lower-case letters that share its upper case (i
 * and ı, s and ſ, σ and ς …). JavaScript's `i` flag folds differently (it leaves İ and ı
 * apart from i), so the translation spells these classes out itself and never sets `i`.
 */
/** Case key -> the characters (code points, ascending) that share it. */
let classes;
/** Every character of a class of two or more, ascending. */
let cased = [];
function caseKey(code) {
    const lower = String.fromCodePoint(String.fromCodePoint(code).toLowerCase().codePointAt(0));
    return lower.toUpperCase();
}
function case_classes_build() {
    const byKey = new Map();
    const changes = /^\p{Changes_When_Casemapped}$/u;
    for (let code = 0; code <= 0x10ffff; code++) {
        if (code === 0xd800)
            code = 0xe000;
        if (!changes.test(String.fromCodePoint(code)))
            continue;
        const key = caseKey(code);
        const members = byKey.get(key);
        if (members)
            members.push(code);
        else
            byKey.set(key, [code]);
    }
    for (const [key, members] of byKey)
        if (members.length < 2)
            byKey.delete(key);
    cased = [...byKey.values()].flat().sort((a, b) => a - b);
    return byKey;
}
/** The characters `re.IGNORECASE` matches for `code`, `code` included, ascending. */
function caseClass(code) {
    classes ??= case_classes_build();
    return classes.get(caseKey(code)) ?? [code];
}
/** The characters of classes of two or more between `lo` and `hi`, ascending. */
function casedBetween(lo, hi) {
    classes ??= case_classes_build();
    let start = 0;
    let end = cased.length;
    while (start < end) {
        const mid = (start + end) >> 1;
        if (cased[mid] < lo)
            start = mid + 1;
        else
            end = mid;
    }
    const found = [];
    for (let i = start; i < cased.length && cased[i] <= hi; i++)
        found.push(cased[i]);
    return found;
}

;// CONCATENATED MODULE: ./src/engines/fastmcp/python-regex.ts
/**
 * Python `re` patterns (Python 3.11's `re/_parser.py` and `_compiler.py`), compiled with
 * `re.IGNORECASE` as FastMCP's `RegexSearchTransform` compiles them, translated to a
 * JavaScript RegExp that matches exactly the same texts. Written by hand: no library parses
 * Python's syntax, and every place where the two engines differ must be spelled out:
 *
 * - case: Python's classes of case-equal characters (case-classes.ts), spelled out as sets;
 * - `\w`, `\d`, `\s`, `\b`: Unicode letters and numbers, decimal digits, Python's whitespace;
 * - `.` excludes only `\n`; `$` matches before a final `\n`; `^`/`$` under `(?m)` see only `\n`;
 * - `{,n}`, a `{` that starts no quantifier, `(?P<name>…)`, `(?#…)`, `(?x)`, `\Z`, `\A`, octal.
 *
 * A pattern Python rejects comes back as `{ invalid }` (FastMCP then finds nothing); a
 * construct JavaScript cannot match exactly throws `UntranslatablePattern`.
 */

class UntranslatablePattern extends Error {
    constructor(construct) {
        super(`${construct} has no exact JavaScript equivalent`);
        this.name = 'UntranslatablePattern';
    }
}
class PythonReError extends Error {
}
const MAXREPEAT = 4294967295;
const WHITESPACE = ' \t\n\r\v\f';
const ESCAPES = { a: 7, f: 12, n: 10, r: 13, t: 9, v: 11, '\\': 92 };
const CATEGORIES = 'dDsSwW';
const ASCII_LETTERS = /^[A-Za-z]$/;
const OCTAL = /^[0-7]$/;
const DIGIT = /^[0-9]$/;
const HEX = /^[0-9A-Fa-f]$/;
/** Python's `str.isspace()`, the characters of `\s`. */
const PY_SPACE = '\\t-\\r\\x1c-\\x20\\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000';
/** Python's `\w`: `str.isalnum()` (Unicode letters and numbers) and `_`. */
const PY_WORD = '\\p{L}\\p{N}_';
const CATEGORY_SET = {
    d: { inner: '\\p{Nd}', negated: false },
    D: { inner: '\\p{Nd}', negated: true },
    s: { inner: PY_SPACE, negated: false },
    S: { inner: PY_SPACE, negated: true },
    w: { inner: PY_WORD, negated: false },
    W: { inner: PY_WORD, negated: true }
};
class Parser {
    chars;
    pos = 0;
    groups = 1;
    open = new Set();
    names = new Set();
    verbose = false;
    global = { dotall: false, multiline: false };
    constructor(chars) {
        this.chars = chars;
    }
    get next() {
        return this.chars[this.pos];
    }
    match(c) {
        if (this.chars[this.pos] !== c)
            return false;
        this.pos++;
        return true;
    }
    getWhile(n, test) {
        let out = '';
        while (out.length < n && this.next !== undefined && test.test(this.next))
            out += this.chars[this.pos++];
        return out;
    }
    getUntil(end, what) {
        let out = '';
        for (;;) {
            const c = this.chars[this.pos++];
            if (c === undefined)
                throw new PythonReError(`missing ${end}, unterminated name`);
            if (c === end)
                break;
            out += c;
        }
        if (!out)
            throw new PythonReError(`missing ${what}`);
        return out;
    }
    parse() {
        const alternatives = this.alternation(false, true);
        if (this.next !== undefined)
            throw new PythonReError('unbalanced parenthesis');
        return alternatives;
    }
    alternation(verbose, top = false) {
        const branches = [];
        for (;;) {
            branches.push(this.sequence(verbose, top && branches.length === 0));
            if (!this.match('|'))
                return branches;
        }
    }
    sequence(verboseIn, first) {
        let verbose = verboseIn;
        const items = [];
        for (;;) {
            const c = this.next;
            if (c === undefined || c === '|' || c === ')')
                return items;
            this.pos++;
            if (verbose) {
                if (WHITESPACE.includes(c))
                    continue;
                if (c === '#') {
                    while (this.next !== undefined && this.chars[this.pos++] !== '\n')
                        ;
                    continue;
                }
            }
            if (c === '\\')
                items.push(this.escape());
            else if (c === '[')
                items.push(this.set());
            else if (c === '*' || c === '+' || c === '?' || c === '{') {
                if (!this.repeat(c, items))
                    items.push({ t: 'char', code: c.codePointAt(0) });
            }
            else if (c === '.')
                items.push({ t: 'any' });
            else if (c === '^' || c === '$')
                items.push({ t: 'at', kind: c });
            else if (c === '(') {
                const node = this.group(verbose, first && items.length === 0);
                if (node === 'global-flags')
                    verbose = this.verbose;
                else if (node)
                    items.push(node);
            }
            else
                items.push({ t: 'char', code: c.codePointAt(0) });
        }
    }
    /** Applies a quantifier to the last item; false for a `{` that starts none (a literal). */
    repeat(c, items) {
        let min = 0;
        let max = MAXREPEAT;
        if (c === '+')
            min = 1;
        else if (c === '?')
            max = 1;
        else if (c === '{') {
            if (this.next === '}')
                return false;
            const here = this.pos;
            const lo = this.getWhile(Infinity, DIGIT);
            const hi = this.match(',') ? this.getWhile(Infinity, DIGIT) : lo;
            if (!this.match('}')) {
                this.pos = here;
                return false;
            }
            if (lo)
                min = Number(lo);
            if (hi)
                max = Number(hi);
            if (min >= MAXREPEAT || (hi && max >= MAXREPEAT))
                throw new UntranslatablePattern('a repetition count of 4294967295 or more (Python raises OverflowError)');
            if (max < min)
                throw new PythonReError('min repeat greater than max repeat');
        }
        const item = items[items.length - 1];
        if (!item || item.t === 'at')
            throw new PythonReError('nothing to repeat');
        if (item.t === 'repeat')
            throw new PythonReError('multiple repeat');
        const lazy = this.match('?');
        if (!lazy && this.match('+'))
            throw new UntranslatablePattern('a possessive quantifier (`*+`, `++`, `?+`, `{m,n}+`)');
        items[items.length - 1] = { t: 'repeat', min, max, lazy, item };
        return true;
    }
    escape() {
        const c = this.chars[this.pos++];
        if (c === undefined)
            throw new PythonReError('bad escape (end of pattern)');
        if (c === 'A' || c === 'Z' || c === 'b' || c === 'B')
            return { t: 'at', kind: c };
        if (CATEGORIES.includes(c))
            return { t: 'set', negate: false, items: [{ category: c }] };
        if (c === '0')
            return { t: 'char', code: parseInt(c + this.getWhile(2, OCTAL), 8) };
        if (DIGIT.test(c)) {
            let digits = c;
            if (this.next !== undefined && DIGIT.test(this.next)) {
                digits += this.chars[this.pos++];
                if (OCTAL.test(digits[0]) && OCTAL.test(digits[1]) && this.next !== undefined && OCTAL.test(this.next)) {
                    const code = parseInt(digits + this.chars[this.pos++], 8);
                    if (code > 0o377)
                        throw new PythonReError('octal escape value outside of range 0-0o377');
                    return { t: 'char', code };
                }
            }
            const group = Number(digits);
            if (group >= this.groups)
                throw new PythonReError(`invalid group reference ${group}`);
            if (this.open.has(group))
                throw new PythonReError('cannot refer to an open group');
            throw new UntranslatablePattern('a backreference (JavaScript matches a group that took no part as empty, Python fails)');
        }
        return { t: 'char', code: this.literalEscape(c, false) };
    }
    /** `\x`, `\u`, `\U`, `\N`, the control escapes and an escaped non-letter, as one character. */
    literalEscape(c, inSet) {
        if (c in ESCAPES)
            return ESCAPES[c];
        if (inSet && c === 'b')
            return 8;
        const hex = (n) => {
            const digits = this.getWhile(n, HEX);
            if (digits.length !== n)
                throw new PythonReError(`incomplete escape \\${c}${digits}`);
            return parseInt(digits, 16);
        };
        if (c === 'x')
            return hex(2);
        if (c === 'u')
            return hex(4);
        if (c === 'U') {
            const code = hex(8);
            if (code > 0x10ffff)
                throw new PythonReError(`bad escape \\U${code.toString(16)}`);
            return code;
        }
        if (c === 'N')
            throw new UntranslatablePattern('a named character escape `\\N{…}`');
        if (ASCII_LETTERS.test(c) || DIGIT.test(c))
            throw new PythonReError(`bad escape \\${c}`);
        return c.codePointAt(0);
    }
    set() {
        const items = [];
        const negate = this.match('^');
        const item = () => {
            const c = this.chars[this.pos++];
            if (c === undefined)
                throw new PythonReError('unterminated character set');
            if (c === ']' && items.length)
                return undefined;
            if (c !== '\\')
                return { lo: c.codePointAt(0), hi: c.codePointAt(0) };
            const e = this.chars[this.pos++];
            if (e === undefined)
                throw new PythonReError('unterminated character set');
            if (CATEGORIES.includes(e))
                return { category: e };
            if (OCTAL.test(e)) {
                const code = parseInt(e + this.getWhile(2, OCTAL), 8);
                if (code > 0o377)
                    throw new PythonReError('octal escape value outside of range 0-0o377');
                return { lo: code, hi: code };
            }
            const code = this.literalEscape(e, true);
            return { lo: code, hi: code };
        };
        for (;;) {
            const first = item();
            if (!first)
                break;
            if (!this.match('-')) {
                items.push(first);
                continue;
            }
            if (this.next === undefined)
                throw new PythonReError('unterminated character set');
            if (this.next === ']') {
                this.pos++;
                items.push(first, { lo: 45, hi: 45 });
                break;
            }
            const last = item() ?? { lo: 93, hi: 93 };
            if ('category' in first || 'category' in last || last.lo < first.lo)
                throw new PythonReError('bad character range');
            items.push({ lo: first.lo, hi: last.lo });
        }
        return { t: 'set', negate, items };
    }
    /** A group, or 'global-flags' for `(?flags)`, or undefined for a comment. */
    group(verbose, first) {
        let capture = true;
        let flags;
        if (this.match('?')) {
            const c = this.chars[this.pos++];
            if (c === undefined)
                throw new PythonReError('unexpected end of pattern');
            if (c === 'P') {
                if (this.match('<')) {
                    const name = this.getUntil('>', 'group name');
                    if (!/^[\p{ID_Start}_][\p{ID_Continue}]*$/u.test(name))
                        throw new PythonReError(`bad character in group name ${name}`);
                    if (this.names.has(name))
                        throw new PythonReError(`redefinition of group name ${name}`);
                    this.names.add(name);
                }
                else if (this.match('=')) {
                    throw new UntranslatablePattern('a named backreference `(?P=name)`');
                }
                else
                    throw new PythonReError('unknown extension ?P');
            }
            else if (c === ':')
                capture = false;
            else if (c === '#') {
                for (;;) {
                    const d = this.chars[this.pos++];
                    if (d === undefined)
                        throw new PythonReError('missing ), unterminated comment');
                    if (d === ')')
                        return undefined;
                }
            }
            else if (c === '=' || c === '!' || c === '<') {
                let kind = c;
                if (c === '<') {
                    const d = this.chars[this.pos++];
                    if (d !== '=' && d !== '!')
                        throw new PythonReError('unknown extension ?<');
                    kind = d;
                }
                const body = this.alternation(verbose);
                if (!this.match(')'))
                    throw new PythonReError('missing ), unterminated subpattern');
                if (c === '<') {
                    const [lo, hi] = width(body);
                    if (lo !== hi)
                        throw new PythonReError('look-behind requires fixed-width pattern');
                }
                return { t: 'look', behind: c === '<', negate: kind === '!', body };
            }
            else if (c === '(')
                throw new UntranslatablePattern('a conditional group `(?(group)yes|no)`');
            else if (c === '>')
                throw new UntranslatablePattern('an atomic group `(?>…)`');
            else if ('aiLmsux-'.includes(c)) {
                const parsed = this.flags(c);
                if (!parsed) {
                    if (!first)
                        throw new PythonReError('global flags not at the start of the expression');
                    return 'global-flags';
                }
                flags = parsed.on;
                if (parsed.verbose !== undefined)
                    verbose = parsed.verbose;
                capture = false;
            }
            else
                throw new PythonReError(`unknown extension ?${c}`);
        }
        const group = capture ? this.groups++ : 0;
        if (capture)
            this.open.add(group);
        const body = this.alternation(verbose);
        if (!this.match(')'))
            throw new PythonReError('missing ), unterminated subpattern');
        this.open.delete(group);
        return { t: 'group', capture, flags, body };
    }
    /** `(?flags)` (global: sets them and returns undefined) or `(?on-off:` (scoped). */
    flags(c) {
        const on = {};
        let verbose;
        const read = (letter, value) => {
            if (letter === 'L')
                throw new PythonReError("bad inline flags: cannot use 'L' flag with a str pattern");
            if (letter === 'a')
                throw new UntranslatablePattern("the ASCII flag `(?a)`");
            if (letter === 'i' && !value)
                throw new UntranslatablePattern('turning IGNORECASE off (`(?-i:…)`)');
            if (letter === 's')
                on.dotall = value;
            if (letter === 'm')
                on.multiline = value;
            if (letter === 'x')
                verbose = value;
        };
        let letter = c;
        const added = [];
        while (letter !== '-' && letter !== ':' && letter !== ')') {
            read(letter, true);
            added.push(letter);
            letter = this.chars[this.pos++] ?? '';
            if (!letter)
                throw new PythonReError('missing -, : or )');
            if (!'aiLmsux-:)'.includes(letter))
                throw new PythonReError('unknown flag');
        }
        if (letter === ')') {
            if (on.dotall)
                this.global.dotall = true;
            if (on.multiline)
                this.global.multiline = true;
            if (verbose)
                this.verbose = true;
            return undefined;
        }
        if (letter === '-') {
            letter = this.chars[this.pos++] ?? '';
            if (!'imsx'.includes(letter) || !letter)
                throw new PythonReError(letter && 'aLu'.includes(letter) ? "bad inline flags: cannot turn off flags 'a', 'u' and 'L'" : 'missing flag');
            while (letter !== ':') {
                if (added.includes(letter))
                    throw new PythonReError('bad inline flags: flag turned on and off');
                read(letter, false);
                letter = this.chars[this.pos++] ?? '';
                if (!letter)
                    throw new PythonReError('missing :');
                if (letter !== ':' && !'imsx'.includes(letter))
                    throw new PythonReError('unknown flag');
            }
        }
        return { on, verbose };
    }
}
/** Python's `getwidth()`: the least and most characters a pattern matches. */
function width(branches) {
    let lo = Infinity;
    let hi = 0;
    for (const items of branches) {
        let l = 0;
        let h = 0;
        for (const node of items) {
            const [a, b] = nodeWidth(node);
            l += a;
            h += b;
        }
        lo = Math.min(lo, l);
        hi = Math.max(hi, h);
    }
    return [lo === Infinity ? 0 : lo, hi];
}
function nodeWidth(node) {
    switch (node.t) {
        case 'char':
        case 'set':
        case 'any':
            return [1, 1];
        case 'at':
        case 'look':
            return [0, 0];
        case 'group':
            return width(node.body);
        case 'repeat': {
            const [a, b] = nodeWidth(node.item);
            return [a * node.min, node.max === MAXREPEAT && b > 0 ? Infinity : b * node.max];
        }
    }
}
function python_regex_hex(code) {
    return `\\u{${code.toString(16)}}`;
}
/** A set's character ranges with every case-equal character of theirs added. */
function caseClosed(items) {
    const out = [];
    for (const item of items) {
        if ('category' in item)
            continue;
        out.push(item.lo === item.hi ? python_regex_hex(item.lo) : `${python_regex_hex(item.lo)}-${python_regex_hex(item.hi)}`);
        for (const code of casedBetween(item.lo, item.hi))
            for (const other of caseClass(code))
                if (other < item.lo || other > item.hi)
                    out.push(python_regex_hex(other));
    }
    return out.join('');
}
function emitSet(negate, items) {
    const categories = items.filter((i) => 'category' in i).map((i) => CATEGORY_SET[i.category]);
    const positive = caseClosed(items) + categories.filter((c) => !c.negated).map((c) => c.inner).join('');
    const negated = categories.filter((c) => c.negated).map((c) => `[^${c.inner}]`);
    if (!negated.length)
        return `[${negate ? '^' : ''}${positive}]`;
    const union = `(?:${[...(positive ? [`[${positive}]`] : []), ...negated].join('|')})`;
    return negate ? `(?:(?!${union})[^])` : union;
}
function emit(branches, flags) {
    return branches.map((items) => items.map((node) => emitNode(node, flags)).join('')).join('|');
}
const python_regex_WORD = `[${PY_WORD}]`;
function emitNode(node, flags) {
    switch (node.t) {
        case 'char': {
            const members = caseClass(node.code);
            return members.length > 1 ? `[${members.map(python_regex_hex).join('')}]` : python_regex_hex(node.code);
        }
        case 'set':
            return emitSet(node.negate, node.items);
        case 'any':
            return flags.dotall ? '[^]' : '[^\\n]';
        case 'at':
            switch (node.kind) {
                case '^':
                    return flags.multiline ? '(?:^|(?<=\\n))' : '^';
                case '$':
                    return flags.multiline ? '(?=\\n|$)' : '(?=\\n?$)';
                case 'A':
                    return '^';
                case 'Z':
                    return '$';
                case 'b':
                    return `(?:(?<=${python_regex_WORD})(?!${python_regex_WORD})|(?<!${python_regex_WORD})(?=${python_regex_WORD}))`;
                case 'B':
                    return `(?:(?<=${python_regex_WORD})(?=${python_regex_WORD})|(?<!${python_regex_WORD})(?!${python_regex_WORD}))`;
            }
            break;
        case 'group': {
            const inner = emit(node.body, { ...flags, ...node.flags });
            return node.capture ? `(${inner})` : `(?:${inner})`;
        }
        case 'look':
            return `(?${node.behind ? '<' : ''}${node.negate ? '!' : '='}${emit(node.body, flags)})`;
        case 'repeat': {
            const { min, max } = node;
            const count = max === MAXREPEAT ? `{${min},}` : min === max ? `{${min}}` : `{${min},${max}}`;
            return `(?:${emitNode(node.item, flags)})${count}${node.lazy ? '?' : ''}`;
        }
    }
}
/**
 * `pattern` compiled as `re.compile(pattern, re.IGNORECASE)` would match: a RegExp, or
 * `{ invalid }` with Python's complaint when `re` rejects the pattern. Throws
 * UntranslatablePattern for a construct without an exact JavaScript equivalent.
 */
function translatePythonPattern(pattern) {
    const parser = new Parser([...pattern]);
    let branches;
    try {
        branches = parser.parse();
    }
    catch (error) {
        if (error instanceof PythonReError)
            return { invalid: error.message };
        throw error;
    }
    return new RegExp(emit(branches, parser.global), 'u');
}

;// CONCATENATED MODULE: ./src/engines/fastmcp/regex.ts





function prepareFastmcpRegex(catalog) {
    const texts = searchableTexts(catalog.tools);
    return 'error' in texts ? { catalog, texts: [], error: texts.error } : { catalog, texts: texts.texts };
}
/**
 * The pattern as a RegExp; undefined when Python's `re` rejects it (FastMCP answers with no
 * tools). Throws EngineQueryError for a construct that cannot be reproduced.
 */
function fastmcpPattern(pattern) {
    try {
        const translated = translatePythonPattern(pattern);
        return translated instanceof RegExp ? translated : undefined;
    }
    catch (error) {
        if (error instanceof UntranslatablePattern)
            throw new types/* EngineQueryError */.NW(`fastmcp-regex cannot reproduce the pattern \`${pattern}\`: ${error.message}`);
        throw error;
    }
}
function searchFastmcpRegex(prepared, pattern, maxResults) {
    if (prepared.error)
        throw prepared.error;
    const regex = fastmcpPattern(pattern);
    const ranking = [];
    if (regex) {
        prepared.texts.forEach((text, i) => {
            if (regex.test(text))
                ranking.push({ tool: prepared.catalog.tools[i].id, score: 1, rank: ranking.length + 1, breakdown: [] });
        });
    }
    return { results: ranking.slice(0, Math.max(0, maxResults)).map((r) => r.tool), ranking, mode: 'keyword' };
}
const FASTMCP_REGEX_TERMS = { client: "FastMCP's regex search", ties: 'listing', fields: {} };
const fastmcpRegex = {
    id: 'fastmcp-regex',
    ...FASTMCP_FACTS,
    client: 'FastMCP RegexSearchTransform',
    localScoring: true,
    // A pattern's words, for advice: the letter and digit runs a tool's text would have to hold.
    queryTerms: (pattern) => [...new Set(fastmcpTokenize(pattern))],
    // A model searches a regex with a pattern: by its own name it types the name, not its words.
    ownNameQuery: (name) => name,
    prepare: prepareFastmcpRegex,
    search: (prepared, pattern, { maxResults }) => searchFastmcpRegex(prepared, pattern, maxResults),
    explainOrder: (prepared, result, ahead, behind) => explainScoredOrder(prepared.catalog, result, ahead, behind, FASTMCP_REGEX_TERMS)
};

// EXTERNAL MODULE: ./src/util/suggest.ts
var suggest = __webpack_require__(7406);
;// CONCATENATED MODULE: ./src/engines/registry.ts











/** Every engine the product carries, one per client generation. */
const ENGINES = [...GENERATION_ENGINES, codex, aiSdk, springAiRegex, serverSearch, fastmcpBm25, fastmcpRegex];
/** Family aliases resolve to the family's newest generation. */
const ALIASES = {
    'claude-code': 'claude-code@2.1'
};
const DEFAULT_ENGINES = ['claude-code'];
function listEngines() {
    return ENGINES;
}
function engineIds() {
    return [...ENGINES.map((e) => e.id), ...Object.keys(ALIASES), LATEST];
}
/** Resolves an id, an alias, or `claude-code@<client version>` / `claude-code@latest` to an engine. */
function resolveEngine(id) {
    const direct = ENGINES.find((e) => e.id === id);
    if (direct)
        return direct;
    const alias = ALIASES[id];
    if (alias)
        return resolveEngine(alias);
    const version = /^claude-code@(.+)$/.exec(id);
    const byVersion = version ? claudeCodeForVersion(version[1]) : undefined;
    if (byVersion)
        return byVersion;
    if (version && /^\d+(\.\d+)*$/.test(version[1])) {
        throw new UnknownEngineError(`unknown engine \`${id}\`: write the client version as \`claude --version\` prints it (e.g. claude-code@2.1.50)`);
    }
    throw new UnknownEngineError(`unknown engine \`${id}\`${(0,suggest/* didYouMean */.a)(id, engineIds())} (known: ${knownIds()}, or claude-code@<client version>; \`mcp-tool-rank engines\` lists them all)`);
}
/** The ids for a message, the lettered Claude Code generations as one range. */
function knownIds() {
    const lettered = GENERATION_ENGINES.filter((e) => /@[A-Z]\d*$/.test(e.id)).map((e) => e.id);
    const ids = engineIds().filter((id) => !lettered.includes(id));
    if (lettered.length > 1)
        ids.splice(1, 0, `${lettered[0]} … ${lettered[lettered.length - 1]}`);
    return ids.join(', ');
}


/***/ }),

/***/ 2802:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   LS: () => (/* binding */ prepareReorderedOf),
/* harmony export */   M_: () => (/* binding */ unverifiedNote),
/* harmony export */   NW: () => (/* binding */ EngineQueryError),
/* harmony export */   Zd: () => (/* binding */ prepareSubsetOf),
/* harmony export */   gy: () => (/* binding */ engineInfoOf),
/* harmony export */   hR: () => (/* binding */ upFrontTest)
/* harmony export */ });
/** An engine's facts alone (what a report carries), without its functions. */
function engineInfoOf(engine) {
    return {
        id: engine.id,
        family: engine.family,
        client: engine.client,
        versions: engine.versions,
        ...(engine.generation ? { generation: engine.generation } : {}),
        exact: engine.exact,
        defaultMaxResults: engine.defaultMaxResults,
        ...(engine.verified === false ? { verified: false, newestVerified: engine.newestVerified } : {}),
        ...(engine.recordedAnswers ? { recordedAnswers: true } : {})
    };
}
/** What a report says of an engine that ranks a client version newer than any checked; undefined for the others. */
function unverifiedNote(engine) {
    return engine.verified === false ? `newer than ${engine.newestVerified}, the newest version checked: unverified` : undefined;
}
/**
 * `subset` prepared for `engine`: from the whole catalog's prepared indexes (`whole`, asked for
 * only when the engine can use it) where the engine answers exactly so, else in full.
 */
function prepareSubsetOf(engine, subset, whole) {
    return (whole && engine.prepareSubset?.(whole(), subset)) || engine.prepare(subset);
}
/** `reordered` (`prepared`'s catalog tools in another order) prepared for `engine`: from `prepared`'s indexes where the engine answers exactly so, else in full. */
function prepareReorderedOf(engine, prepared, reordered) {
    return engine.prepareReordered?.(prepared, reordered) ?? engine.prepare(reordered);
}
/**
 * Whether the client sends a tool in full with every request (so it is always visible): by the
 * engine's deferral answer (alwaysLoad, or no deferral at all under the user's setup), else by
 * the tool's own `alwaysLoad` where the client reads it.
 */
function upFrontTest(engine, deferral) {
    if (!deferral)
        return (_tool, alwaysLoad) => engine.loadsAlwaysLoad && alwaysLoad;
    const upFront = new Set(deferral.tools.filter((t) => t.placement === 'up-front').map((t) => t.tool));
    return (tool) => upFront.has(tool);
}
/** A query the client itself rejects (Codex: empty query, limit 0). */
class EngineQueryError extends Error {
    constructor(message) {
        super(message);
        this.name = 'EngineQueryError';
    }
}


/***/ }),

/***/ 1989:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ canonicalJson)
/* harmony export */ });
/** JSON with object keys sorted, so that key order alone never makes two values differ. */
function canonicalJson(value) {
    return (JSON.stringify(value, (_, v) => v !== null && typeof v === 'object' && !Array.isArray(v)
        ? Object.fromEntries(Object.keys(v)
            .sort()
            .map((k) => [k, v[k]]))
        : v) ?? 'undefined');
}


/***/ }),

/***/ 3405:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ groupBy)
/* harmony export */ });
/** Items grouped by key, keys in order of first appearance, items in their order. */
function groupBy(items, key) {
    const map = new Map();
    for (const item of items) {
        const k = key(item);
        const list = map.get(k);
        if (list)
            list.push(item);
        else
            map.set(k, [item]);
    }
    return map;
}


/***/ }),

/***/ 1976:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ formatCount),
/* harmony export */   L: () => (/* binding */ plural)
/* harmony export */ });
/**
 * `1,500`: every count a person reads has its thousands grouped. Integers are grouped by hand:
 * the first `toLocaleString` of a process loads ICU's number formatting, about 12 ms of every
 * start of the CLI, for a result this one pattern gives exactly.
 */
function formatCount(n) {
    return Number.isSafeInteger(n) ? String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',') : n.toLocaleString('en-US');
}
/** `1 tool`, `1,500 tools`, `2 queries` (with `many`). */
function plural(n, one, many = `${one}s`) {
    return `${formatCount(n)} ${n === 1 ? one : many}`;
}


/***/ }),

/***/ 7406:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   a: () => (/* binding */ didYouMean),
/* harmony export */   nearest: () => (/* binding */ nearest)
/* harmony export */ });
/* harmony import */ var fastest_levenshtein__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1916);

/** The closest candidate within a third of the word's length, for "did you mean" hints. */
function nearest(word, candidates) {
    let best;
    let bestDistance = Infinity;
    const limit = Math.max(2, Math.ceil(word.length / 3));
    for (const candidate of candidates) {
        const d = (0,fastest_levenshtein__WEBPACK_IMPORTED_MODULE_0__/* .distance */ .Io)(word.toLowerCase(), candidate.toLowerCase());
        if (d < bestDistance) {
            best = candidate;
            bestDistance = d;
        }
    }
    return bestDistance <= limit ? best : undefined;
}
function didYouMean(word, candidates) {
    const hit = nearest(word, candidates);
    return hit ? `, did you mean \`${hit}\`?` : '';
}


/***/ }),

/***/ 8532:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ wellFormed),
/* harmony export */   l: () => (/* binding */ withoutLoneSurrogates)
/* harmony export */ });
/** A UTF-16 surrogate without its other half. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
/**
 * `text` with every lone surrogate replaced by U+FFFD, as String.prototype.toWellFormed does
 * (not in this TypeScript lib). JSON.stringify keeps a lone surrogate as an escape that the
 * GitHub API refuses or stores as garbage; text from a server or a PR may carry one.
 */
function wellFormed(text) {
    return text.replace(LONE_SURROGATE, '\uFFFD');
}
/** `text` with every lone surrogate deleted, as Claude Code does before it sanitises a server's text. */
function withoutLoneSurrogates(text) {
    return text.replace(LONE_SURROGATE, '');
}


/***/ }),

/***/ 333:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $k: () => (/* binding */ STOP_WORDS),
/* harmony export */   C5: () => (/* binding */ queryTerms),
/* harmony export */   Lo: () => (/* binding */ nameWords)
/* harmony export */ });
/**
 * English text helpers shared by the engines, lint and advice: the stop words and the ways
 * a tool name and a manifest query are split into words.
 */
/**
 * NLTK's English stop words, 179, as the Rust crate stop-words 0.9.0 ships them
 * (`src/nltk/english`), which Codex's BM25 tokenizer drops after lower-casing, before stemming.
 */
const WORDS = `
i me my myself we our ours ourselves you you're you've you'll you'd your yours yourself
yourselves he him his himself she she's her hers herself it it's its itself they them their
theirs themselves what which who whom this that that'll these those am is are was were be
been being have has had having do does did doing a an the and but if or because as until
while of at by for with about against between into through during before after above below
to from up down in out on off over under again further then once here there when where why
how all any both each few more most other some such no nor not only own same so than too
very s t can will just don don't should should've now d ll m o re ve y ain aren aren't
couldn couldn't didn didn't doesn doesn't hadn hadn't hasn hasn't haven haven't isn isn't ma
mightn mightn't mustn mustn't needn needn't shan shan't shouldn shouldn't wasn wasn't weren
weren't won won't wouldn wouldn't
`;
const STOP_WORDS = new Set(WORDS.split(/\s+/).filter(Boolean));
/** The words of a tool name: split at `_`, `-`, `.`, spaces and camelCase, lower-cased. */
function nameWords(name) {
    return name
        .replace(/([a-z\d])([A-Z])/g, '$1 $2')
        .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
        .split(/[^A-Za-z0-9]+/)
        .filter(Boolean)
        .map((w) => w.toLowerCase());
}
/** The query's words as the manifest wrote them, lower-cased, `+required` marks removed. */
function queryTerms(query) {
    return [
        ...new Set(query
            .toLowerCase()
            .split(/\s+/)
            .map((t) => (t.startsWith('+') && t.length > 1 ? t.slice(1) : t))
            .filter(Boolean))
    ];
}


/***/ })

};
