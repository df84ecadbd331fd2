export const id = 614;
export const ids = [614];
export const modules = {

/***/ 1614:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  "default": () => (/* binding */ check)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/catalog/build.ts
var build = __webpack_require__(1515);
// EXTERNAL MODULE: ./src/collect/catalog-file.ts
var catalog_file = __webpack_require__(1076);
// EXTERNAL MODULE: ./src/manifest/catalog-ref.ts
var catalog_ref = __webpack_require__(4722);
// EXTERNAL MODULE: ./src/collect/errors.ts
var errors = __webpack_require__(7963);
// EXTERNAL MODULE: ./src/collect/collect.ts
var collect = __webpack_require__(5364);
// EXTERNAL MODULE: ./src/process/credentials.ts
var credentials = __webpack_require__(7343);
// EXTERNAL MODULE: ./src/process/started-command.ts
var started_command = __webpack_require__(4080);
// EXTERNAL MODULE: ./src/util/duration.ts
var duration = __webpack_require__(6518);
// EXTERNAL MODULE: ./src/util/sanitize-text.ts
var sanitize_text = __webpack_require__(741);
;// CONCATENATED MODULE: ./src/process/setup.ts




/** How many of the last lines of a failed setup's output are kept for the reader. */
const TAIL_LINES = 20;
/** A `setup` command that failed: how it ended, and the last lines it printed (made plain). */
class SetupError extends Error {
    command;
    outcome;
    outputTail;
    constructor(command, 
    /** `exited with code 4`, `timed out after 15m`. */
    outcome, outputTail) {
        const tail = outputTail.slice(-TAIL_LINES).map((l) => (0,sanitize_text/* plainText */.w)(l, 500));
        super(`setup \`${(0,sanitize_text/* plainText */.w)(command, 200)}\` ${outcome}${tail.length ? '' : ' and printed nothing'}`);
        this.command = command;
        this.outcome = outcome;
        this.name = 'SetupError';
        this.outputTail = tail;
    }
}
/** A `setup` command (install, build) run to completion as a process group, without the caller's credentials. */
async function runSetup(command, cwd, env, timeoutMs) {
    const setup = new started_command/* StartedCommand */.t(command, (0,credentials/* withoutCredentials */.ri)(env), cwd);
    try {
        if (!(await setup.waitForExit(timeoutMs)))
            throw new SetupError(command, `timed out after ${(0,duration/* formatDuration */.a3)(timeoutMs)}`, setup.output.tail());
        if (!setup.succeeded)
            throw new SetupError(command, setup.describeExit(), setup.output.tail());
    }
    finally {
        await setup.stop();
    }
}

// EXTERNAL MODULE: ./src/neighbours/bundled.ts
var bundled = __webpack_require__(4160);
// EXTERNAL MODULE: ./src/lock/index.ts + 1 modules
var lock = __webpack_require__(9336);
// EXTERNAL MODULE: ./src/init/detect.ts
var detect = __webpack_require__(4747);
// EXTERNAL MODULE: ./src/init/package-manager.ts
var package_manager = __webpack_require__(4672);
// EXTERNAL MODULE: ./src/manifest/load.ts + 4 modules
var load = __webpack_require__(3697);
// EXTERNAL MODULE: ./src/pipeline.ts + 2 modules
var pipeline = __webpack_require__(9155);
// EXTERNAL MODULE: ./src/util/progress.ts
var util_progress = __webpack_require__(5365);
// EXTERNAL MODULE: ./src/baseline/diff.ts + 5 modules
var diff = __webpack_require__(1859);
// EXTERNAL MODULE: ./src/engines/registry.ts + 42 modules
var registry = __webpack_require__(3330);
// EXTERNAL MODULE: ./src/evaluate/evaluate.ts + 2 modules
var evaluate = __webpack_require__(4978);
// EXTERNAL MODULE: ./src/evaluate/resolve.ts
var resolve = __webpack_require__(1923);
// EXTERNAL MODULE: ./src/manifest/errors.ts
var manifest_errors = __webpack_require__(1738);
// EXTERNAL MODULE: ./src/manifest/per-engine.ts
var per_engine = __webpack_require__(6009);
// EXTERNAL MODULE: ./src/wording/index.ts + 8 modules
var src_wording = __webpack_require__(4145);
;// CONCATENATED MODULE: ./src/baseline/expectations.ts







const engineOf = (id) => (0,registry/* resolveEngine */.F0)(id);
/** The engine ids a query runs with, resolved, in order. */
function enginesOf(manifest, q, override) {
    return (override ?? q.engines ?? manifest.engines).map(engineOf);
}
function cutOf(manifest, engine) {
    return (0,per_engine/* forEngine */.w)(manifest.maxResults, engine) ?? engine.defaultMaxResults;
}
/**
 * One edit per engine whose value differs, merged into one edit without an engine when every
 * compared engine changed alike.
 */
function perEngineEdits(field, engines, edit) {
    const each = engines.map((e) => ({ engine: e.id, edit: edit(e) }));
    const changed = each.filter((x) => x.edit !== undefined);
    if (changed.length === 0)
        return [];
    const same = changed.length === each.length && changed.every((x) => JSON.stringify(x.edit) === JSON.stringify(changed[0].edit));
    if (same)
        return [{ field, ...changed[0].edit }];
    return changed.map((x) => ({ field, engine: x.engine, ...x.edit }));
}
/** The tool a reference names in a catalog, or undefined. */
function toolOf(ref, catalog) {
    const r = (0,resolve/* resolveToolRef */.e)(ref, catalog);
    return 'tool' in r ? r.tool : undefined;
}
function refEdits(field, base, head, catalogs) {
    const headRefs = new Set(head.map((r) => r.ref));
    const baseRefs = new Set(base.map((r) => r.ref));
    const gone = base.filter((r) => !headRefs.has(r.ref));
    const come = head.filter((r) => !baseRefs.has(r.ref));
    // A reference that follows its tool's rename is neither: it checks the same tool.
    const follows = new Map();
    for (const r of gone) {
        const before = toolOf(r.ref, catalogs.base);
        const now = before && catalogs.renamed.get(before.id);
        const match = now && come.find((h) => !follows.has(h) && toolOf(h.ref, catalogs.head)?.id === now.id);
        if (match)
            follows.set(match, r);
    }
    const followed = new Set(follows.values());
    const removed = gone.filter((r) => !followed.has(r));
    const added = come.filter((r) => !follows.has(r));
    // An expected tool no longer checked relaxes; a forbidden one no longer checked too. In
    // `expect_any` one alternative more asks less, one fewer asks more, unless the list itself
    // is new (asks more) or gone (asks less).
    const anyOf = field === 'expect_any';
    const removalRelaxes = !anyOf || head.length === 0;
    const additionRelaxes = anyOf && base.length > 0;
    // A tool checked in place of another, in order: the query asks as much as before, of another
    // tool (an alternative of `expect_any` is added or removed on its own).
    const replaced = anyOf ? 0 : Math.min(removed.length, added.length);
    return [
        ...[...follows].map(([h, b]) => ({ field, change: 'renamed', relaxes: false, before: b.ref, after: h.ref })),
        ...removed.slice(0, replaced).map((r, i) => ({ field, change: 'changed', relaxes: false, before: r.ref, after: added[i].ref })),
        ...removed.slice(replaced).map((r) => ({ field, change: 'removed', relaxes: removalRelaxes, before: r.ref })),
        ...added.slice(replaced).map((r) => ({ field, change: 'added', relaxes: additionRelaxes, after: r.ref }))
    ];
}
function markEdit(base, head, e) {
    const before = (0,per_engine/* forEngine */.w)(base, e);
    const after = (0,per_engine/* forEngine */.w)(head, e);
    if (before === after)
        return undefined;
    if (before === undefined)
        return { change: 'added', relaxes: true, after };
    if (after === undefined)
        return { change: 'removed', relaxes: false, before };
    return { change: 'changed', relaxes: false, before, after };
}
/**
 * A `wording` share changed: lowered or no longer asked relaxes (fewer of the query's other
 * wordings need to find its tools), raised or newly asked tightens. Undefined: the same share.
 */
function wordingEdit(before, after) {
    if (before === after)
        return undefined;
    const relaxes = (after ?? 0) < (before ?? 0);
    const change = before === undefined ? 'added' : after === undefined ? 'removed' : relaxes ? 'relaxed' : 'tightened';
    return { field: 'wording', change, relaxes, ...(before !== undefined ? { before: String(before) } : {}), ...(after !== undefined ? { after: String(after) } : {}) };
}
/** The engines dropped (a relaxation) and added, the manifest's or a query's own. */
function engineEdits(baseEngines, headEngines) {
    const headIds = new Set(headEngines.map((e) => e.id));
    const baseIds = new Set(baseEngines.map((e) => e.id));
    return [
        ...baseEngines.filter((e) => !headIds.has(e.id)).map((e) => ({ field: 'engines', change: 'removed', relaxes: true, before: e.id })),
        ...headEngines.filter((e) => !baseIds.has(e.id)).map((e) => ({ field: 'engines', change: 'added', relaxes: false, after: e.id }))
    ];
}
function queryEdits(base, head, b, h, catalogs, override) {
    const baseEngines = enginesOf(base, b, override);
    const headEngines = enginesOf(head, h, override);
    const headIds = new Set(headEngines.map((e) => e.id));
    const both = baseEngines.filter((e) => headIds.has(e.id));
    const edits = [
        ...refEdits('expect', b.expect, h.expect, catalogs),
        ...refEdits('expect_any', b.expectAny, h.expectAny, catalogs),
        ...refEdits('forbid', b.forbid, h.forbid, catalogs)
    ];
    // A query's own `engines` (the manifest's are compared once, manifest-wide).
    if (!override && (b.engines !== undefined || h.engines !== undefined))
        edits.push(...engineEdits(baseEngines, headEngines));
    edits.push(...perEngineEdits('rank', both, (e) => {
        const before = (0,per_engine/* forEngine */.w)(b.rank, e);
        const after = (0,per_engine/* forEngine */.w)(h.rank, e);
        if (before === after)
            return undefined;
        // No `rank` is the cut: compare what each side asks for.
        const relaxes = (after ?? cutOf(head, e)) > (before ?? cutOf(base, e));
        return { change: before === undefined ? 'added' : after === undefined ? 'removed' : relaxes ? 'relaxed' : 'tightened', relaxes, ...(before !== undefined ? { before: String(before) } : {}), ...(after !== undefined ? { after: String(after) } : {}) };
    }), ...perEngineEdits('known_failure', both, (e) => markEdit(b.knownFailure, h.knownFailure, e)));
    // The share the query asks, its own or the manifest's; the manifest's own change is one manifest-wide edit.
    const wording = b.wording !== h.wording ? wordingEdit((0,src_wording/* wordingAsk */.G_)(b, base)?.min, (0,src_wording/* wordingAsk */.G_)(h, head)?.min) : undefined;
    if (wording)
        edits.push(wording);
    return edits;
}
/** The manifest-wide edits: engines, `wording` and `max_results`. */
function manifestEdits(base, head, override) {
    const baseEngines = (override ?? base.engines).map(engineOf);
    const headEngines = (override ?? head.engines).map(engineOf);
    const edits = override ? [] : engineEdits(baseEngines, headEngines);
    const wording = wordingEdit(base.wording?.off ? undefined : base.wording?.min, head.wording?.off ? undefined : head.wording?.min);
    if (wording)
        edits.push(wording);
    edits.push(...perEngineEdits('max_results', headEngines.filter((e) => baseEngines.some((x) => x.id === e.id)), (e) => {
        const before = cutOf(base, e);
        const after = cutOf(head, e);
        if (before === after)
            return undefined;
        return { change: after > before ? 'relaxed' : 'tightened', relaxes: after > before, before: String(before), after: String(after) };
    }));
    return edits;
}
/** The base commit's expectations of `b` on this PR's catalog, without its mark: what a relaxation no longer checks. */
function hiddenBy(input, b, baseQuery, catalogs, prepared) {
    // A tool renamed since is ranked under its new name, and reported under the name the base wrote.
    const written = new Map();
    const follow = (refs) => refs.map((r) => {
        const before = toolOf(r.ref, catalogs.base);
        const now = before && !toolOf(r.ref, catalogs.head) ? catalogs.renamed.get(before.id) : undefined;
        if (!now)
            return r;
        written.set(now.id, r.ref);
        return { ...r, ref: now.id };
    });
    // The base's ranks, and the share of wordings it asked (measured only where it asked one).
    const min = (0,src_wording/* wordingAsk */.G_)(b, input.base)?.min;
    const spec = { ...b, expect: follow(b.expect), expectAny: follow(b.expectAny), forbid: follow(b.forbid), knownFailure: undefined, wording: min ?? false };
    let evaluation;
    try {
        evaluation = (0,evaluate/* evaluate */._3)({ ...input.base, queries: [spec] }, input.headCatalog, { engines: input.engines, advice: false, prepared, ...(input.judge ? { judge: input.judge } : {}) });
    }
    catch (err) {
        if (err instanceof manifest_errors/* ManifestError */.Sh)
            return err.issues.map((i) => i.message).join('; ');
        throw err;
    }
    return Object.values(evaluation.queries[0].engines).flatMap((r) => r.expectations.map((e) => {
        const ref = written.get(e.ref) ?? e.ref;
        const before = baseQuery?.engines[r.engine]?.expectations.find((x) => x.kind === e.kind && x.ref === ref);
        const w = e.kind === 'expect' && e.wording?.min !== undefined ? { wording: { min: e.wording.min, found: e.wording.found, total: e.wording.total } } : {};
        return { engine: r.engine, kind: e.kind, ref, ...(written.has(e.ref) ? { renamedTo: e.tool } : {}), baseRank: before?.rank ?? null, rank: e.rank, within: e.within, maxResults: r.maxResults, ...w, pass: e.pass && (e.wording?.pass ?? true) };
    }));
}
/** Every change of the manifest's expectations, manifest-wide edits first, then per query in the base's order. */
function diffExpectations(input) {
    const { base, head } = input;
    const changes = [];
    const wide = manifestEdits(base, head, input.engines);
    if (wide.length)
        changes.push({ query: null, line: 1, side: 'head', edits: wide, relaxes: wide.some((e) => e.relaxes), hidden: [] });
    const heads = (0,diff/* keyedBy */.oH)(head.queries, (q) => q.query);
    const baseResults = (0,diff/* keyedBy */.oH)(input.baseEvaluation.queries, (q) => q.query);
    const prepared = new Map();
    const headById = new Map(input.headCatalog.tools.map((t) => [t.id, t]));
    const renamed = new Map((input.catalogChanges ?? (0,diff/* diffCatalogs */.UA)(input.baseCatalog, input.headCatalog)).renamed.map((r) => [r.from, headById.get(r.to)]));
    const catalogs = { base: input.baseCatalog, head: input.headCatalog, renamed };
    for (const [key, b] of (0,diff/* keyedBy */.oH)(base.queries, (q) => q.query)) {
        const h = heads.get(key);
        const edits = h ? queryEdits(base, head, b, h, catalogs, input.engines) : [{ field: 'query', change: 'removed', relaxes: true }];
        if (edits.length === 0)
            continue;
        const relaxes = edits.some((e) => e.relaxes);
        const hidden = relaxes ? hiddenBy(input, b, baseResults.get(key), catalogs, prepared) : [];
        changes.push({
            query: b.query,
            line: h ? h.line : b.line,
            side: h ? 'head' : 'base',
            edits,
            relaxes,
            ...(typeof hidden === 'string' ? { hidden: [], unrankable: hidden } : { hidden })
        });
    }
    return changes;
}

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
;// CONCATENATED MODULE: ./src/baseline/git.ts




/** A git command failed; `stderr` holds git's own words. */
class GitError extends Error {
    args;
    stderr;
    constructor(args, stderr) {
        super(`git ${args.join(' ')}: ${stderr.trim().split('\n').pop() ?? 'failed'}`);
        this.args = args;
        this.stderr = stderr;
        this.name = 'GitError';
    }
}
function git(args, cwd) {
    return new Promise((resolve, reject) => {
        (0,external_node_child_process_.execFile)('git', [...args], { cwd, maxBuffer: 256 * 1024 * 1024, env: { ...process.env, GIT_TERMINAL_PROMPT: '0' } }, (error, stdout, stderr) => {
            if (error)
                reject(new GitError(args, stderr || error.message));
            else
                resolve(stdout);
        });
    });
}
async function repoRoot(cwd) {
    return (await git(['rev-parse', '--show-toplevel'], cwd)).trim();
}
async function hasCommit(sha, cwd) {
    try {
        await git(['cat-file', '-e', `${sha}^{commit}`], cwd);
        return true;
    }
    catch {
        return false;
    }
}
/** The base ref names no commit here, and fetching it from `origin` failed too; `gitMessage` is git's own. */
class BaseCommitError extends Error {
    ref;
    gitMessage;
    constructor(ref, gitMessage) {
        super(`${ref} is not a commit in this checkout, and \`git fetch origin ${ref}\` failed: ${gitMessage}`);
        this.ref = ref;
        this.gitMessage = gitMessage;
        this.name = 'BaseCommitError';
    }
}
/** Git's own first complaint (`fatal: …`), else its last line: what it says after it is advice. */
function gitSays(err) {
    const lines = (err instanceof GitError ? err.stderr : String(err)).split('\n').map((l) => l.trim()).filter(Boolean);
    return lines.find((l) => /^(fatal|error):/.test(l)) ?? lines.pop() ?? 'failed';
}
/**
 * Resolves a ref or sha to a commit that is present locally. A shallow checkout (the
 * default of actions/checkout) lacks the base commit: fetch just that commit.
 */
async function ensureCommit(ref, cwd) {
    if (!(await hasCommit(ref, cwd))) {
        const shallow = (await git(['rev-parse', '--is-shallow-repository'], cwd)).trim() === 'true';
        try {
            await git(['fetch', '--no-tags', '--quiet', ...(shallow ? ['--depth=1'] : []), 'origin', ref], cwd);
        }
        catch (err) {
            throw new BaseCommitError(ref, gitSays(err));
        }
    }
    try {
        return (await git(['rev-parse', '--verify', `${ref}^{commit}`], cwd)).trim();
    }
    catch (err) {
        // Fetched, yet no commit: a tag of a tree, say.
        throw new BaseCommitError(ref, gitSays(err));
    }
}
/**
 * What this checkout has that a worktree of a commit lacks: the files and folders git ignores
 * (node_modules, build output), at most `limit` of them. Empty when git cannot say.
 */
async function ignoredEntries(cwd, limit = 5) {
    try {
        const out = await git(['ls-files', '--others', '--ignored', '--exclude-standard', '--directory', '--no-empty-directory'], cwd);
        return out.split('\n').filter(Boolean).slice(0, limit);
    }
    catch {
        return [];
    }
}
/** A file's text at a commit, or undefined when the commit has no such file. */
async function showFile(sha, path, cwd) {
    try {
        await git(['cat-file', '-e', `${sha}:${path}`], cwd);
    }
    catch {
        return undefined;
    }
    return git(['show', `${sha}:${path}`], cwd);
}
/** Runs `fn` in a detached worktree of `sha` in a temporary folder, removed on every path. */
async function withWorktree(sha, cwd, fn) {
    const parent = await (0,promises_.mkdtemp)((0,external_node_path_.join)((0,external_node_os_.tmpdir)(), 'mcp-tool-rank-base-'));
    const dir = (0,external_node_path_.join)(parent, 'base');
    try {
        await git(['worktree', 'add', '--detach', '--quiet', dir, sha], cwd);
        return await fn(dir);
    }
    finally {
        await git(['worktree', 'remove', '--force', dir], cwd).catch(() => undefined);
        await (0,promises_.rm)(parent, { recursive: true, force: true });
        await git(['worktree', 'prune'], cwd).catch(() => undefined);
    }
}

;// CONCATENATED MODULE: ./src/baseline/obtain.ts

















const BASELINE_MODES = ['auto', 'lock', 'worktree', 'none'];
const SETUP_TIMEOUT_MS = 15 * 60_000;
function none(reason, warning, baseSha, details = []) {
    return { source: 'none', reason, warning, ...(baseSha ? { baseSha } : {}), ...(details.length ? { details } : {}) };
}
/** One line for a reason: the errors' own messages (one line per manifest issue or server) joined. */
function describe(err) {
    return (err instanceof Error ? err.message : String(err)).split('\n').join('; ');
}
/** Listings for the base manifest from the base commit's lock file (and its stored catalogs). */
async function listingsFromLock(manifest, sha, root, workRel) {
    const lockText = await showFile(sha, manifest.lockFile, root);
    if (lockText === undefined)
        return `the base commit has no ${manifest.lockFile}`;
    const locked = new Map((0,lock/* lockToListings */.MM)((0,lock/* parseLock */.PG)(lockText, manifest.lockFile)).map((l) => [l.name, l]));
    const listings = [];
    for (const server of manifest.servers) {
        const fromLock = locked.get(server.name);
        if (fromLock) {
            listings.push(fromLock);
            continue;
        }
        if (server.kind !== 'catalog')
            return `the base lock file has no server \`${server.name}\``;
        const { file, entry } = (0,catalog_ref/* splitCatalogRef */.Z)(server.catalog);
        const path = (0,external_node_path_.join)(workRel, file);
        const text = await showFile(sha, path, root);
        if (text === undefined)
            return `the base commit has no catalog file ${path}`;
        listings.push((0,catalog_file/* parseCatalogFile */.lQ)(server.name, path, text, entry));
    }
    return listings;
}
/**
 * The base commit's catalog: from its lock file when it has one (no server started), else
 * collected from its servers in a worktree of it. Any failure is a NoBaseline with the reason.
 */
async function obtainBaseCatalog(options) {
    if (options.mode === 'none')
        return none('baseline: none', false);
    const progress = options.progress ?? util_progress/* SILENT */.q;
    let root;
    let sha;
    try {
        root = await repoRoot(options.workDir);
        sha = await ensureCommit(options.base, root);
    }
    catch (err) {
        if (err instanceof BaseCommitError) {
            const ref = /^[0-9a-f]{40}$/.test(err.ref) ? err.ref.slice(0, 7) : err.ref;
            return none(`the base commit ${ref} is not in this checkout and git could not fetch it (${err.gitMessage}); check out with \`fetch-depth: 0\`, or commit a lock file`, true);
        }
        return none(`cannot read the base commit: ${describe(err)}`, true);
    }
    const configAbs = (0,external_node_path_.isAbsolute)(options.config) ? options.config : (0,external_node_path_.resolve)(options.workDir, options.config);
    const manifestRel = (0,external_node_path_.relative)(root, configAbs);
    const workRel = (0,external_node_path_.relative)(root, (0,external_node_path_.resolve)(options.workDir));
    const text = await showFile(sha, manifestRel, root);
    if (text === undefined)
        return none(`the base commit ${sha.slice(0, 7)} has no ${manifestRel}`, false, sha);
    let manifest;
    try {
        manifest = (0,load/* parseManifest */.Ng)(text, manifestRel);
    }
    catch (err) {
        return none(`the base manifest is invalid: ${describe(err)}`, true, sha);
    }
    if (options.mode === 'auto' || options.mode === 'lock') {
        try {
            const listings = await listingsFromLock(manifest, sha, root, workRel);
            if (typeof listings !== 'string') {
                const catalog = (0,build/* buildCatalog */.oY)([...listings, ...(await (0,bundled/* loadNeighbours */.BY)(manifest.neighbours.map((n) => n.name)))]);
                progress.note(`base ${sha.slice(0, 7)}: ranked from ${manifest.lockFile}, no server started`);
                return { sha, manifest, catalog, source: 'lock', cost: { serversStarted: 0 } };
            }
            if (options.mode === 'lock')
                return none(`baseline: lock requested, but ${listings}`, true, sha);
            progress.note(`base ${sha.slice(0, 7)}: ${listings}; collecting from a worktree`);
        }
        catch (err) {
            return none(`the base lock file cannot be used: ${describe(err)}`, true, sha);
        }
    }
    try {
        return await withWorktree(sha, root, async (dir) => {
            const baseWork = (0,external_node_path_.join)(dir, workRel);
            let setupMs;
            if (options.setup) {
                const t0 = performance.now();
                const setup = options.setup;
                await progress.step(`Running setup \`${setup}\` in the worktree`, () => runSetup(setup, baseWork, options.callerEnv, options.setupTimeoutMs ?? SETUP_TIMEOUT_MS));
                setupMs = Math.round(performance.now() - t0);
            }
            const { manifest: m, catalog } = await (0,pipeline/* loadAndCollect */.A7)({ config: (0,external_node_path_.join)(dir, manifestRel), baseDir: baseWork, callerEnv: options.callerEnv, progress });
            return { sha, manifest: m, catalog, source: 'worktree', cost: { serversStarted: m.servers.filter((s) => s.kind !== 'catalog').length, ...(setupMs !== undefined ? { setupMs } : {}) } };
        });
    }
    catch (err) {
        return baseSideFailed(err, sha, options);
    }
}
/**
 * The base side of the review: the base commit's manifest ranked over the base commit's
 * catalog (obtainBaseCatalog), and the diff against the head. Any failure here is a warning;
 * the head verdict stands.
 */
async function obtainBaseline(options, head) {
    const started = performance.now();
    const base = await obtainBaseCatalog(options);
    if ('reason' in base)
        return base;
    const judge = options.judge ? { judge: options.judge } : {};
    const evaluation = await (0,pipeline/* rank */.Tm)(base.manifest, base.catalog, { engines: options.engines, ...judge, progress: options.progress ?? util_progress/* SILENT */.q });
    // Both diffs follow the renames: the catalogs are compared once.
    const catalogChanges = (0,diff/* diffCatalogs */.UA)(base.catalog, head.catalog);
    const expectations = head.manifest
        ? diffExpectations({ base: base.manifest, head: head.manifest, baseEvaluation: evaluation, baseCatalog: base.catalog, headCatalog: head.catalog, engines: options.engines, ...judge, catalogChanges })
        : undefined;
    const result = (0,diff/* diffEvaluations */.Nc)({
        source: base.source,
        baseSha: base.sha,
        cost: { ...base.cost, totalMs: Math.round(performance.now() - started) },
        base: { evaluation, catalog: base.catalog },
        head,
        ...(head.manifest?.costChange !== undefined ? { costThreshold: head.manifest.costChange } : {}),
        catalogChanges
    });
    return expectations ? { ...result, expectations } : result;
}
/**
 * Why the base side failed, as a head failure would say it: a server's one-line cause and its
 * stderr tail, a setup's exit and last lines; for a server that would not start without a
 * `setup`, what the worktree lacks that this checkout has.
 */
async function baseSideFailed(err, sha, options) {
    if (err instanceof SetupError)
        return none(`the base side failed: ${err.message}`, true, sha, err.outputTail.map((l) => `  ${l}`));
    const servers = err instanceof collect/* CollectErrors */.Cp ? err.errors : err instanceof errors/* CollectError */.h ? [err] : undefined;
    if (!servers)
        return none(`the base side failed: ${describe(err)}`, true, sha);
    const details = servers.flatMap((e) => (e.stderrTail.length ? [`server \`${e.server}\`: last ${e.stderrTail.length} line(s) of its stderr:`, ...e.stderrTail.map((l) => `  ${l}`)] : []));
    const missing = options.setup ? [] : await ignoredEntries(options.workDir);
    // The example is the repository's own install and build, as init writes it.
    const example = missing.length ? ((0,package_manager/* setupCommand */.R3)(await (0,detect/* repositoryToolchain */.U5)(options.workDir)) ?? 'npm ci && npm run build') : '';
    const hint = missing.length
        ? `; the worktree of the base commit has only what git tracks, not ${missing.join(', ')}: pass \`setup\` (the action) or \`--setup\` (the CLI) to install and build it, e.g. "${example}"`
        : '';
    return none(`the base side failed: ${servers.map((e) => e.message).join('; ')}${hint}`, true, sha, details);
}

// EXTERNAL MODULE: ./src/engines/claude-code/versions.ts
var versions = __webpack_require__(6179);
;// CONCATENATED MODULE: ./src/engines/releases.ts
/**
 * The clients whose releases the engines follow on npm: for each, the newest version its
 * engines were checked against and when. A newer release may rank differently; the version
 * check (src/check/client-versions.ts) compares these with what the registry says.
 */

const CLIENT_RELEASES = [
    { family: 'claude-code', client: 'Claude Code', npmPackage: '@anthropic-ai/claude-code', newestVerified: (0,versions/* formatVersion */.qh)(versions/* NEWEST_VERIFIED */.ae), checkedOn: versions/* VERIFIED_ON */.Li },
    // The engine reproduces codex-rs's tool_search as published up to this release, the newest when it was read.
    { family: 'codex', client: 'Codex CLI', npmPackage: '@openai/codex', newestVerified: '0.171.0', checkedOn: '2026-11-30' }
];
/** Whether `version` (as a registry gives it) is a plain `x.y.z` newer than the newest checked; false for anything else. */
function isNewerThanVerified(release, version) {
    const newer = (0,versions/* parseVersion */.ot)(version);
    return newer !== undefined && (0,versions/* compareVersions */.Zy)(newer, (0,versions/* parseVersion */.ot)(release.newestVerified)) > 0;
}

// EXTERNAL MODULE: ./src/version.ts
var src_version = __webpack_require__(311);
;// CONCATENATED MODULE: ./src/check/client-versions.ts
/**
 * Whether the clients have moved past what this release reproduces: the newest published
 * version of each client's npm package (its `latest` tag), asked of the npm registry with a
 * short timeout. Offline, slow or failing, it finds nothing and says nothing: it never
 * changes a verdict. The action runs it by default (`check-client-versions`), the CLI's
 * `check` with `--check-client-versions`.
 */


const DEFAULT_REGISTRY = 'https://registry.npmjs.org/';
/** How long both requests together may take before the check gives up, silently. */
const REGISTRY_TIMEOUT_MS = 3000;
/** The registry npm itself would ask: `npm_config_registry` (any case), else the public one. */
function registryFromEnv(env) {
    return env.npm_config_registry || env.NPM_CONFIG_REGISTRY || DEFAULT_REGISTRY;
}
/** The `latest` tag of one package (the small dist-tags document, not the whole packument); undefined on any failure. */
async function latestTag(registry, npmPackage, signal) {
    try {
        const url = new URL(`-/package/${npmPackage.replace('/', '%2f')}/dist-tags`, registry.endsWith('/') ? registry : `${registry}/`);
        const response = await fetch(url, { signal, headers: { accept: 'application/json' } });
        if (!response.ok) {
            await response.body?.cancel();
            return undefined;
        }
        const tags = (await response.json());
        return typeof tags?.latest === 'string' ? tags.latest : undefined;
    }
    catch {
        return undefined;
    }
}
/**
 * The clients whose newest published version is newer than the one this release was checked
 * against: one request per client, in parallel, all within `timeoutMs`. Never throws.
 */
async function newerClientReleases(registry, timeoutMs = REGISTRY_TIMEOUT_MS) {
    const signal = AbortSignal.timeout(timeoutMs);
    const latest = await Promise.all(CLIENT_RELEASES.map((r) => latestTag(registry, r.npmPackage, signal)));
    return CLIENT_RELEASES.flatMap((release, i) => {
        const version = latest[i];
        return version !== undefined && isNewerThanVerified(release, version) ? [{ release, version }] : [];
    });
}
/**
 * What the reports say of the newer releases of the clients a check ranked with (the families
 * of `engines`). The versions are plain x.y.z numbers: safe as markdown and in a terminal.
 */
function newerReleaseNotices(newer, engines) {
    const used = new Set(engines.map((e) => e.family));
    return newer
        .filter(({ release }) => used.has(release.family))
        .map(({ release, version }) => `${release.client} ${version} is out; mcp-tool-rank ${src_version/* VERSION */.x} was checked against ${release.client} up to ${release.newestVerified} (${release.checkedOn}), so its rankings may not match ${version}. A newer mcp-tool-rank may reproduce it.`);
}
/**
 * Starts the check now (when `on`), so that it runs alongside the ranking; the function it
 * returns waits for it and gives the notices for the engines a check ranked with (none when off).
 */
function startClientVersionCheck(on, env) {
    const newer = on ? newerClientReleases(registryFromEnv(env)) : Promise.resolve([]);
    return async (engines) => newerReleaseNotices(await newer, engines);
}

// EXTERNAL MODULE: ./src/baseline/renames.ts
var renames = __webpack_require__(848);
// EXTERNAL MODULE: ./src/report/json.ts
var json = __webpack_require__(2794);
// EXTERNAL MODULE: ./src/report/review.ts
var report_review = __webpack_require__(2392);
// EXTERNAL MODULE: ./src/report/sarif.ts
var sarif = __webpack_require__(643);
;// CONCATENATED MODULE: ./src/check/run-check.ts
/**
 * One check, as the CLI's `check`, the action and the library's `check()` run it: the
 * pipeline (collect, rank, lint, lock), the base side, and the review built once from both
 * (src/report/review.ts: rows, counts, verdict), with the JSON report and the SARIF log
 * written from it. The callers add only their settings and how they present the review: the
 * terminal, or GitHub's summary, comment, annotations and outputs.
 */










async function runCheck(options) {
    const progress = options.progress ?? util_progress/* SILENT */.q;
    const judge = options.judge ? { judge: options.judge } : {};
    const base = options.base && options.base.mode !== 'none' ? options.base : undefined;
    // The manifest's path, settled once: the base side finds it where the head side read it.
    const config = (0,external_node_path_.resolve)(options.config);
    const baseOptions = (b) => ({ mode: b.mode, base: b.ref, config, workDir: options.baseDir, setup: b.setup, callerEnv: options.callerEnv, engines: options.engines, ...judge, progress });
    const baseLabel = (b) => `Base commit ${/^[0-9a-f]{40}$/.test(b.ref) ? b.ref.slice(0, 7) : b.ref}`;
    let result;
    try {
        result = await (0,pipeline/* runPipeline */.aI)({ config: options.config, baseDir: options.baseDir, callerEnv: options.callerEnv, engines: options.engines, ...judge, fullRankings: options.fullRankings, toolTable: true, progress });
    }
    catch (err) {
        // A reference to a tool this change renamed: the base commit's catalog says so.
        if (!(err instanceof resolve/* UnresolvedToolsError */.r) || !base)
            throw err;
        const before = await progress.step(baseLabel(base), () => obtainBaseCatalog(baseOptions(base)));
        throw 'reason' in before ? err : (0,renames/* explainRenames */.bM)(err, before.catalog);
    }
    let baseline;
    if (base)
        baseline = await progress.step(baseLabel(base), () => obtainBaseline(baseOptions(base), result));
    const review = (0,report_review/* buildReview */.Br)({ manifest: options.manifest, evaluation: result.evaluation, ...(baseline ? { baseline } : {}), ...(result.toolTable ? { toolTable: result.toolTable } : {}), findings: result.findings, failOn: options.failOn, ...(options.acceptLabel ? { acceptLabel: options.acceptLabel } : {}) });
    return {
        result,
        ...(baseline ? { baseline } : {}),
        review,
        report: (0,json/* jsonReport */.L7)(review),
        sarif: (0,sarif/* sarifReport */._)(review.findings, { manifestFile: options.sarifManifest ?? options.manifest, version: src_version/* VERSION */.x, levels: result.manifest.lintRules }),
        verdict: review.verdict
    };
}

// EXTERNAL MODULE: ./src/errors.ts
var src_errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./src/exit-codes.ts
var exit_codes = __webpack_require__(1084);
// EXTERNAL MODULE: ./src/gate/verdict.ts
var verdict = __webpack_require__(5950);
;// CONCATENATED MODULE: ./src/gate/fail-on.ts

/** The view words of `fail-on`: judge expectations on the user's own servers alone, or with the manifest's neighbours connected too. */
const VIEWS = ['alone', 'with-neighbours'];
const isView = (item) => VIEWS.includes(item);
/**
 * A `fail-on` value as the CLI's `--fail-on` and the action's input give it, such as
 * `missing,regression,alone` (items split by commas or lines). Unset or blank is the default
 * (missing, regression) on both; `none` turns the gate off, and a view word with no class
 * (`alone`) judges the default classes in that view: a required check must not go quiet because
 * only the view was named. A bad value throws a message that reads after the option's name:
 * "takes a comma list of …".
 */
function failOnChoice(text) {
    const items = (text ?? '')
        .split(/[,\n]/)
        .map((s) => s.trim())
        .filter(Boolean);
    const views = items.filter(isView);
    if (views.length > 1)
        throw new Error(`takes one view, \`alone\` or \`with-neighbours\`; got ${views.map((v) => `\`${v}\``).join(' and ')}`);
    const judge = views.length ? { judge: views[0] } : {};
    const classes = items.filter((i) => !isView(i));
    if (classes.length === 0)
        return { failOn: [...verdict/* DEFAULT_FAIL_ON */.VQ], ...judge };
    if (classes.length === 1 && classes[0] === 'none')
        return { failOn: [], ...judge };
    const bad = classes.filter((i) => !verdict/* FAIL_ON */.d$.includes(i));
    if (bad.length)
        throw new Error(`takes a comma list of ${verdict/* FAIL_ON */.d$.join(', ')} or none, and with neighbours alone or with-neighbours; unknown value ${bad.map((b) => `\`${b}\``).join(', ')}`);
    return { failOn: classes, ...judge };
}

;// CONCATENATED MODULE: ./src/report/escape-markdown.ts
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
    return escapePlain(wordCut((0,sanitize_text/* plainText */.w)(text, Infinity), maxLength));
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
    return (0,sanitize_text/* plainText */.w)(clean, maxLength);
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
    const clean = (0,sanitize_text/* plainText */.w)(text, maxLength);
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
    return plainText(text, maxLength);
}
/**
 * A log line with workflow commands defused. The runner runs a line that starts with `::`
 * after leading white space (`::add-mask::`, `::stop-commands::`, …) and, in the legacy
 * syntax, a `##[command]` anywhere in a line; a zero-width space is put inside each.
 */
function defuseCommands(line) {
    return line.replace(/^(\s*):(?=:)/, '$1:\u200B').replace(/#(?=#\[)/g, '#\u200B');
}

// EXTERNAL MODULE: ./src/report/diff-text.ts
var diff_text = __webpack_require__(6919);
// EXTERNAL MODULE: ./src/report/lint-docs.ts
var lint_docs = __webpack_require__(1589);
// EXTERNAL MODULE: ./src/catalog/sanitize.ts
var sanitize = __webpack_require__(2252);
// EXTERNAL MODULE: ./src/report/explain.ts
var explain = __webpack_require__(7389);
// EXTERNAL MODULE: ./src/report/known-failure.ts
var known_failure = __webpack_require__(2970);
;// CONCATENATED MODULE: ./src/report/markdown-cells.ts
/**
 * The comment's tables: one row per query and expectation, one column per engine, so a table is
 * never wider than 3 + engines columns. With neighbours a cell reads `#2 · #7 crowded` (alone ·
 * with neighbours); against a base, `#1→#2` (base → this PR).
 */




/** `#7`, with a zero-width space so that GitHub does not link it to issue 7. */
function rank(n) {
    return n === null ? 'unranked' : `#\u200B${n}`;
}
/** `mcp__github__create_issue` as `github/create_issue`, in a code span: shorter on a phone. */
function toolLabel(id) {
    return code((0,sanitize/* shortToolName */.Ow)(id), 100);
}
function engineLabel(id) {
    return code(id, 40);
}
function tableRow(cells) {
    return `| ${cells.join(' | ')} |`;
}
/** Each mark's icon, and the policy's word for it in the legend under a table. */
const MARK_TEXT = {
    regressed: { icon: '🔻', meaning: 'regression' },
    fail: { icon: '❌', meaning: 'missing' },
    rejected: { icon: '❌', meaning: 'rejected by the client' },
    accepted: { icon: '☑️', meaning: 'accepted regression' },
    fixed: { icon: '⚠️', meaning: 'fixed (remove its mark)' },
    fragile: { icon: '⚠️', meaning: 'fragile (a tie decides it)' },
    shift: { icon: '↕️', meaning: 'shift' },
    improved: { icon: '🔺', meaning: 'improvement' },
    known: { icon: '🔸', meaning: 'known failure' },
    pass: { icon: '✅', meaning: 'pass' },
    info: { icon: '➖', meaning: 'no expectation' }
};
/** The marks of these rows, each once, in the policy's words; with neighbours, how a cell reads. */
function legend(review, rows) {
    const marks = [...new Set(rows.map((r) => r.mark))].map((m) => `${MARK_TEXT[m].icon} ${MARK_TEXT[m].meaning}`);
    const cells = review.evaluation.neighbours ? ['a cell: alone · with neighbours (one rank when they agree)'] : [];
    if (rows.some((r) => r.cells.some((c) => c?.change?.basePass != null && c.change.direction !== 'same')))
        cells.push('#a→#b: base → this PR');
    const notes = new Set(rows.flatMap((r) => r.cells.map((c) => (c?.expectation ? noteOf(c).trim() : ''))));
    for (const [note, meaning] of NOTES)
        if (notes.has(note))
            cells.push(`${note}: ${meaning}`);
    return `<sub>${[...marks, ...cells].join(' · ')}</sub>`;
}
/** The words a cell may end with, and what they mean (the legend). */
const NOTES = [
    ['tie', 'the same score as the tool at the place it needs, listed first'],
    ['crowded', "a neighbour's tool is ahead; alone it passes"],
    ['order', 'holds only because your servers connect before the neighbours']
];
/** What a cell adds after its ranks: the one word a why block explains. */
function noteOf(c) {
    const e = c.expectation;
    if (!e.pass)
        return e.neighbours?.crowdedBy && e.neighbours.alone.pass ? ' crowded' : c.tie ? ' tie' : '';
    if (e.kind === 'expect' && e.neighbours?.orderDependent)
        return ' order';
    return e.kind === 'expect' && e.fragile ? ' tie at the cut' : '';
}
/** One standing as a cell shows it: `#2`, or failing `**#7** ✗`. */
function standingText(kind, at, pass) {
    if (kind === 'forbid')
        return pass ? 'not shown' : `**${rank(at)}** ✗ shown`;
    return pass ? rank(at) : `**${at === null ? 'not found' : rank(at)}** ✗`;
}
/** One engine's cell of a row. */
function cellText(c, review) {
    if (!c)
        return '';
    const { result: r, expectation: e, change } = c;
    if (!e) {
        if (r.error)
            return `rejected: ${escapeText(r.error, 120)}`;
        const shown = r.results.slice(0, 2).map(toolLabel);
        return shown.length === 0 ? 'nothing found' : `${shown.join(', ')}${r.results.length > 2 ? ` +${r.results.length - 2}` : ''}`;
    }
    if (e.alwaysLoaded)
        return e.kind === 'expect' ? 'always loaded' : '**always loaded** ✗';
    const moved = change !== undefined && change.basePass !== null && change.direction !== 'same' ? `${rank(change.baseRank)}→` : '';
    const judged = `${moved}${standingText(e.kind, e.rank, e.pass)}`;
    const n = e.neighbours;
    const judge = review.evaluation.neighbours?.judge;
    if (!n || !judge)
        return judged + noteOf(c);
    // The other view, when it differs: alone · with neighbours, in that order.
    const other = judge === 'alone' ? n.withNeighbours : n.alone;
    if (other.rank === e.rank && other.pass === e.pass && !n.crowdedBy)
        return judged + noteOf(c);
    const otherText = standingText(e.kind, other.rank, other.pass).replace(/\*\*/g, '');
    return (judge === 'alone' ? `${judged} · ${otherText}` : `${otherText} · ${judged}`) + noteOf(c);
}
function toolCell(row) {
    if (!row.ref)
        return '<sub>no expectation</sub>';
    const name = `${row.kind === 'forbid' ? 'not ' : ''}${code(row.ref, 100)}`;
    const notes = (0,known_failure/* knownFailureNotes */.J)(row.query).map((n) => `known failure${n.engine ? ` under ${escapeText(n.engine, 40)}` : ''}: ${escapeText(n.reason, 150)}`);
    const stale = (0,known_failure/* staleMarkNote */.Z)(row.query);
    if (stale)
        notes.push(escapeText(stale, 200));
    return notes.length ? `${name}<br><sub>${notes.join('<br>')}</sub>` : name;
}
function queryCell(q, manifestUrl) {
    const text = code(q.query, 100);
    return manifestUrl ? `[${text}](${manifestUrl}#L${q.line})` : text;
}
/** The table's two head lines: the mark, the query, the tool and one column per engine. */
function tableHead(review) {
    const engines = review.evaluation.engines.map((e) => e.id);
    const columns = engines.length === 1 ? ['rank'] : engines.map(engineLabel);
    return [tableRow(['', 'query', 'tool', ...columns]), tableRow([':-:', '---', '---', ...columns.map(() => '---')])];
}
function tableLine(row, review, manifestUrl, showQuery) {
    return tableRow([MARK_TEXT[row.mark].icon, showQuery ? queryCell(row.query, manifestUrl) : '', toolCell(row), ...row.cells.map((c) => cellText(c, review))]);
}
/** `tied at 18` for a listing-order tie, for the why block's title. */
function tieWords(score) {
    return `tied at ${(0,explain/* formatScore */.y)(score)}`;
}

// EXTERNAL MODULE: ./src/report/advice-text.ts
var advice_text = __webpack_require__(5978);
;// CONCATENATED MODULE: ./src/report/markdown-why.ts
/**
 * The comment's "why" blocks: one per tool and cause (src/report/review.ts, `Cause`), naming
 * every query and engine it explains, instead of one per query × engine. Each shows the tools
 * ahead with only the terms that decide the order, a tie the listing order decides, who
 * overtook the tool in this PR, the neighbours that crowd it, and the verified fix.
 */




/** This PR's failures worth explaining: regressions, and failures the base did not share. */
function explained(row, c) {
    if (!c?.cause || !c.expectation || row.failingBefore)
        return false;
    const j = c.judgement?.change;
    return j === 'regression' || (j === 'missing' && c.change?.basePass !== false);
}
/** The failing cells grouped by cause, in the order of the rows. */
function causeGroups(review, rows) {
    const groups = new Map();
    for (const row of rows) {
        for (const cell of row.cells) {
            if (!explained(row, cell))
                continue;
            const { kind, tool, rival } = cell.cause;
            const key = `${kind}\u0000${tool}\u0000${rival ?? ''}`;
            const group = groups.get(key) ?? { cells: [] };
            group.cells.push({ row, cell });
            groups.set(key, group);
        }
    }
    return [...groups.values()];
}
/** Points per term, summed over the fields it matched. */
function byTerm(breakdown) {
    const out = new Map();
    for (const c of breakdown)
        out.set(c.term, (out.get(c.term) ?? 0) + c.points);
    return out;
}
const signed = (n) => `${n > 0 ? '+' : '−'}${(0,explain/* formatScore */.y)(Math.abs(n))}`;
/** The terms on which `tool` scores differently from the expected tool: what decides their order. */
function decidingTerms(tool, expected) {
    const own = byTerm(tool.breakdown);
    const terms = new Set([...own.keys(), ...expected.keys()]);
    const diffs = [...terms].map((t) => [t, (own.get(t) ?? 0) - (expected.get(t) ?? 0)]).filter(([, d]) => Math.abs(d) > 1e-9);
    diffs.sort((a, b) => Math.abs(b[1]) - Math.abs(a[1]));
    if (diffs.length === 0)
        return 'the same points for every word';
    return diffs.slice(0, 4).map(([t, d]) => `${code(t, 40)} ${signed(d)}`).join(', ') + (diffs.length > 4 ? ', …' : '');
}
/** The ranking down to the expected tool (the cut's tools, then it), with what decides the order. */
function rankingTable(c, added) {
    const r = c.result;
    const e = c.expectation;
    const own = r.ranking.find((t) => t.tool === e.tool);
    const expected = byTerm(own?.breakdown ?? []);
    const ahead = r.ranking.filter((t) => t.tool !== e.tool && t.rank <= Math.max(e.within, 1) && (e.rank === null || t.rank < e.rank));
    const rows = [...ahead.slice(0, 5), ...(own ? [own] : [])];
    const lines = ['| rank | tool | score | against it |', '| --: | --- | --: | --- |'];
    for (const t of rows) {
        const mine = t.tool === e.tool;
        const name = `${mine ? `**${toolLabel(t.tool)}**` : toolLabel(t.tool)}${added.has(t.tool) ? ' <sub>new</sub>' : ''}`;
        lines.push(tableRow([String(t.rank), name, (0,explain/* formatScore */.y)(t.score), mine ? '' : decidingTerms(t, expected)]));
    }
    return lines;
}
function termDelta(d) {
    return `${code(d.term, 40)} ${d.field} ${signed(d.after - d.before)}`;
}
/** Who overtook the tool in this PR, and with which words (src/advice blame), the first few. */
function blameLines(b, answered) {
    const lines = [];
    if (b.own.length)
        lines.push('', `Its own points changed: ${b.own.slice(0, 4).map(termDelta).join(', ')}.`);
    if (b.gainers.length === 0)
        return lines;
    const shown = b.gainers.slice(0, 4).map((g) => {
        const why = g.added
            ? 'new in this PR'
            : g.deltas.length
                ? g.deltas.slice(0, 3).map(termDelta).join(', ')
                : answered
                    ? 'the server now returns it ahead'
                    : 'unchanged; it moved ahead as this tool lost points';
        return `${toolLabel(g.tool)} (${why})`;
    });
    lines.push('', `Overtaken in this PR by ${shown.join(', ')}${b.gainers.length > 4 ? ` and ${b.gainers.length - 4} more` : ''}.`);
    return lines;
}
function adviceText(advice, engine) {
    if ('unreachable' in advice)
        return `**No description edit is enough** under ${code(engine, 40)}: ${escapeText(advice.reason, 400)}`;
    if ('listing' in advice)
        return `**Suggested fix** under ${code(engine, 40)}: ${escapeText((0,advice_text/* describeAdvice */.gT)(advice), 800)}.`;
    const edits = advice.edits.map((e) => {
        const where = e.field === 'description' ? 'description' : 'search hint (<code>&#95;meta&#91;"anthropic/searchHint"&#93;</code>)';
        return `add ${e.add.map((w) => code(w, 40)).join(' ')} to the start of the ${where} of ${toolLabel(e.tool)}`;
    });
    return `**Suggested fix:** ${edits.join('; ')}. Re-ranked with it under ${code(engine, 40)}: ${rank(advice.projectedRank)}.`;
}
/** `merge pull request` under claude-code@2.1 #1→#2, codex #4: every query and engine the cause explains. */
function affected(group) {
    const byQuery = new Map();
    for (const { row, cell } of group.cells) {
        const moved = cell.change && cell.change.basePass !== null ? `${rank(cell.change.baseRank)}→` : '';
        byQuery.set(row.query, [...(byQuery.get(row.query) ?? []), `${code(cell.engine, 40)} ${moved}${rank(cell.expectation.rank)}`]);
    }
    return [...byQuery].map(([q, engines]) => `${code(q.query, 100)} under ${engines.join(', ')}`).join('; ');
}
function title(c, answered) {
    const e = c.expectation;
    const rival = c.cause.rival ? toolLabel(c.cause.rival) : '';
    switch (c.cause.kind) {
        case 'shown':
            return `${toolLabel(e.tool)} is shown, though it must not be`;
        case 'unscored':
            return answered ? `${toolLabel(e.tool)} is not among the server's answers` : `${toolLabel(e.tool)} scores nothing`;
        case 'overtaken':
            return `${toolLabel(e.tool)} was overtaken by ${rival}${c.tie ? `, ${tieWords(c.tie.score)}` : ''}`;
        case 'crowded':
            return `${toolLabel(e.tool)} is crowded out by the neighbour ${rival}`;
        case 'outranked':
            return `${toolLabel(e.tool)} ranks ${rank(e.rank)}${rival ? ` behind ${rival}` : ''}${c.tie ? `, ${tieWords(c.tie.score)}` : ''}`;
    }
}
/** Which tools tie with the expected one and come first only by the order they are listed in. */
function tieText(c, score, added) {
    const e = c.expectation;
    const tied = c.result.ranking.filter((t) => t.tool !== e.tool && t.score === score && e.rank !== null && t.rank < e.rank);
    const names = tied.slice(0, 3).map((t) => toolLabel(t.tool)).join(', ') + (tied.length > 3 ? ` and ${tied.length - 3} more` : '');
    const allNew = tied.length > 0 && tied.every((t) => added.has(t.tool));
    const they = tied.length === 1 ? `${names}${allNew ? ', new in this PR,' : ''} scores ${(0,explain/* formatScore */.y)(score)} too and is` : `${names}${allNew ? ', new in this PR,' : ''} score ${(0,explain/* formatScore */.y)(score)} too and are`;
    return `Under ${code(c.engine, 40)} ${they} listed before it: on a tie the client keeps the order the tools are listed in. Listing ${toolLabel(e.tool)} first puts it back ahead.`;
}
/** One cause's block. */
function whyBlock(group, review) {
    const first = group.cells[0].cell;
    const e = first.expectation;
    const diff = review.baseline && review.baseline.source !== 'none' ? review.baseline : undefined;
    const added = new Set(diff?.catalog.added ?? []);
    const needs = e.kind === 'expect' && e.within < first.result.maxResults ? ` It needs ${rank(e.within)} (\`rank: ${e.within}\`).` : '';
    // Engine `server` has no points: a tool it does not rank is one the server did not return.
    const answered = review.evaluation.engines.some((x) => x.id === first.engine && x.recordedAnswers);
    const lines = [`<details><summary>Why ${title(first, answered)}</summary>`, '', `For ${affected(group)}.${needs}`];
    if (first.tie)
        lines.push('', tieText(first, first.tie.score, added));
    if (first.cause.kind === 'unscored') {
        lines.push('', answered ? `Under ${code(first.engine, 40)} the server's own search did not return it for this query.` : `No word of the query matches its name, description or search hint under ${code(first.engine, 40)}.`);
    }
    else
        lines.push('', `Under ${code(first.engine, 40)}:`, '', ...rankingTable(first, added));
    const blame = first.change?.blame;
    if (blame)
        lines.push(...blameLines(blame, answered));
    const crowd = e.neighbours?.crowdedBy;
    if (crowd && first.cause.kind === 'crowded') {
        const shown = crowd.slice(0, 3).map((c) => `${toolLabel(c.tool)} (${c.terms.slice(0, 3).map((t) => `${code(t.term, 40)} +${(0,explain/* formatScore */.y)(t.points)}`).join(', ')})`);
        lines.push('', `Alone (your servers only) it ranks ${rank(e.neighbours.alone.rank)}; with the neighbours connected, ${shown.join(', ')} ${shown.length === 1 ? 'ranks' : 'rank'} above it.`);
    }
    const advised = group.cells.find(({ cell }) => cell.expectation.advice)?.cell;
    if (advised?.expectation.advice)
        lines.push('', adviceText(advised.expectation.advice, advised.engine));
    lines.push('', '</details>');
    return lines.join('\n');
}

// EXTERNAL MODULE: ./src/report/neighbours-text.ts
var neighbours_text = __webpack_require__(8154);
// EXTERNAL MODULE: ./src/report/expectations-text.ts
var expectations_text = __webpack_require__(7535);
;// CONCATENATED MODULE: ./src/report/expectations-markdown.ts


const EXPECTATIONS_TITLE = 'Expectations changed in this PR';
/** `#7`, with a zero-width space so that GitHub does not link it to issue 7. */
function expectations_markdown_rank(n) {
    return n === null ? 'unranked' : `#\u200B${n}`;
}
const f = { code: (s) => code(s, 100), text: (s) => escapeText(s, 200), rank: expectations_markdown_rank };
function queryText(c, manifestUrl) {
    if (c.query === null)
        return '<sub>the manifest</sub>';
    const name = code(c.query, 100);
    if (c.side === 'base')
        return `${name} <sub>removed</sub>`;
    return manifestUrl ? `[${name}](${manifestUrl}#L${c.line})` : name;
}
function hidesText(c) {
    if (c.unrankable)
        return `not ranked now: ${escapeText(c.unrankable, 300)}`;
    return c.hidden.map((h) => (h.pass ? (0,expectations_text/* hiddenText */.C)(h, f) : `**${(0,expectations_text/* hiddenText */.C)(h, f)}**`)).join('<br>');
}
/** The table rows, relaxations first; the header is `expectationsHead`. */
function expectationRows(changes, manifestUrl) {
    const ordered = [...changes.filter((c) => c.relaxes), ...changes.filter((c) => !c.relaxes)];
    return ordered.map((c) => `| ${c.relaxes ? '🔓' : '🔒'} | ${queryText(c, manifestUrl)} | ${c.edits.map((e) => (0,expectations_text/* editText */.i)(e, f)).join('<br>')} | ${hidesText(c)} |`);
}
/** The section's heading and table head: 🔓 a relaxation, 🔒 a tightening. */
function expectationsHead(changes) {
    const relaxed = changes.filter((c) => c.relaxes).length;
    return [
        `#### ${EXPECTATIONS_TITLE}`,
        '',
        `${changes.length} changed against the base commit's manifest${relaxed ? `, ${relaxed} relaxed: each beside what the base's expectation says on this PR's tools` : ''}.`,
        '',
        '|  | query | change | the base\'s expectation now |',
        '| :-: | --- | --- | --- |'
    ];
}

// EXTERNAL MODULE: ./src/report/deferral-text.ts
var deferral_text = __webpack_require__(4091);
// EXTERNAL MODULE: ./src/util/plural.ts
var plural = __webpack_require__(1976);
// EXTERNAL MODULE: ./src/util/well-formed.ts
var well_formed = __webpack_require__(8532);
// EXTERNAL MODULE: ./src/report/wording-text.ts
var wording_text = __webpack_require__(3000);
;// CONCATENATED MODULE: ./src/report/markdown.ts
/**
 * The review as GitHub-flavoured markdown: the sticky PR comment and the job summary. Pure:
 * a review and where it links to in, a string out. Every string that came from the PR goes
 * through escape-markdown.ts; numbers are formatted here. The tables and cells are in
 * markdown-cells.ts, the "why" blocks in markdown-why.ts.
 */












/**
 * GitHub refuses a comment body over "65,536 characters" (and stores at most 262,144 bytes).
 * Counted in UTF-16 code units, never fewer than code points of at most 4 bytes each, a body
 * within this length keeps both rules.
 */
const COMMENT_MAX_LENGTH = 65_536;
/** GitHub drops a step's whole job summary over 1 MiB, counted in UTF-8 bytes. */
const SUMMARY_MAX_BYTES = 1024 * 1024;
/**
 * The comment's last line starts with this: what changes from run to run (the run's link, the
 * base side's timing), kept apart so that comparing two comments can leave it out.
 */
const markdown_RUN_LINE = '<!-- run -->';
/** `text` cut to at most `max` units (at a whole code point), ending with `…`. */
function cutTo(text, max, unit) {
    if (unit === 'characters')
        return (0,well_formed/* wellFormed */.E)(text.slice(0, max - 2)) + '…\n';
    // encodeInto writes whole code points only; `…` and the newline take 4 bytes.
    const { read } = new TextEncoder().encodeInto(text, new Uint8Array(Math.max(0, max - 4)));
    return text.slice(0, read) + '…\n';
}
function enginesSummary(evaluation) {
    const cuts = new Set(evaluation.queries.flatMap((q) => Object.values(q.engines).map((r) => r.maxResults)));
    const parts = evaluation.engines.map((e) => {
        // Known failures are counted apart, as in the headline.
        const judged = evaluation.queries
            .map((q) => q.engines[e.id])
            .filter((r) => r !== undefined && r.expectations.length > 0 && r.status !== 'known-failure');
        const passed = judged.filter((r) => r.pass).length;
        const cut = cuts.size > 1 ? ` (top ${judged[0]?.maxResults ?? e.defaultMaxResults})` : '';
        return `${engineLabel(e.id)} ${passed}/${judged.length}${cut}`;
    });
    if (cuts.size === 1)
        parts.push(`top ${[...cuts][0]}`);
    return parts.join(' · ');
}
/** The PR's changes of a server's context cost, above the tables: each one costs every request. */
function costChangeNotes(review) {
    return ((0,report_review/* diffOf */.n_)(review)?.costChanges?.servers ?? []).map((c) => `> ${(0,deferral_text/* costChangeSentence */.v)(c, code)}.`).join('\n');
}
/** One line per engine: whether its client defers the tools at all, and what the servers cost. */
function deferralRows(review) {
    return Object.entries(review.evaluation.deferral ?? {}).map(([engine, d]) => `- **Deferred?** ${(0,deferral_text/* deferralLine */.c)(engineLabel(engine), d, (t, max) => escapeText(t, max), code)}`);
}
/** What the base side says beyond the table: no baseline, new and removed queries, catalog changes. */
function baselineNotes(review) {
    const b = review.baseline;
    if (!b)
        return '';
    if (b.source === 'none') {
        const note = `${b.warning ? '⚠️ ' : ''}No baseline: ${escapeText(b.reason, 600)}${b.warning ? '. The verdict above is for this PR alone.' : '.'}`;
        return b.details?.length ? `${note}\n\n${preformatted(b.details, 20)}` : note;
    }
    const lines = [];
    const c = b.catalog;
    const names = (ids) => ids.slice(0, 5).map(toolLabel).join(', ') + (ids.length > 5 ? ` +${ids.length - 5}` : '');
    if (c.added.length)
        lines.push(`- ${(0,plural/* plural */.L)(c.added.length, 'tool')} added: ${names(c.added)}`);
    if (c.removed.length)
        lines.push(`- ${(0,plural/* plural */.L)(c.removed.length, 'tool')} removed: ${names(c.removed)}`);
    if (c.renamed.length)
        lines.push(`- renamed: ${c.renamed.slice(0, 5).map((r) => `${toolLabel(r.from)} → ${toolLabel(r.to)}`).join(', ')}`);
    if (c.descriptionChanged.length)
        lines.push(`- ${(0,plural/* plural */.L)(c.descriptionChanged.length, 'description')} changed: ${names(c.descriptionChanged)}`);
    if (c.schemaChanged.length)
        lines.push(`- ${(0,plural/* plural */.L)(c.schemaChanged.length, 'input schema')} changed: ${names(c.schemaChanged)}`);
    if (b.newQueries.length)
        lines.push(`- ${(0,plural/* plural */.L)(b.newQueries.length, 'new query', 'new queries')}: ${b.newQueries.slice(0, 5).map((q) => code(q, 60)).join(', ')}`);
    if (b.removedQueries.length)
        lines.push(`- ${(0,plural/* plural */.L)(b.removedQueries.length, 'removed query', 'removed queries')}: ${b.removedQueries.slice(0, 5).map((q) => code(q, 60)).join(', ')}`);
    for (const r of b.resultChanges.slice(0, 5))
        lines.push(`- results of ${code(r.query, 60)} changed under ${engineLabel(r.engine)}: ${r.head.slice(0, 3).map(toolLabel).join(', ') || 'nothing'}`);
    return lines.length ? folded(`Changes in this PR (${lines.length})`, lines.join('\n'), false) : '';
}
/** The engines under which some expectation regressed, as the headline names them. */
function regressedUnder(review) {
    const engines = new Set(review.rows.flatMap((r) => r.cells.filter((c) => c?.judgement?.change === 'regression').map((c) => c.engine)));
    return [...engines].map((id) => escapeText(id, 40)).join(', ');
}
/**
 * One unit, queries, said: `5 of 13 queries fail: 3 regressed in this PR (under …), 2 fail
 * on the base commit too`, then what else changed, each in queries too (lint errors and
 * edited expectations name their own unit).
 */
function headline(review, attention) {
    const { evaluation } = review;
    const c = review.counts;
    const s = evaluation.summary;
    const diff = (0,report_review/* diffOf */.n_)(review);
    const engines = enginesSummary(evaluation);
    const views = evaluation.neighbours ? ` · ${(0,neighbours_text/* passCountsText */.Jn)(evaluation.neighbours)}` : '';
    if (!attention) {
        const verdict = s.queries === 0 ? 'the manifest has no queries' : evaluation.neighbours ? `queries pass ${(0,neighbours_text/* passCountsText */.Jn)(evaluation.neighbours)}` : `${(0,plural/* formatCount */.B)(s.passed)}/${(0,plural/* formatCount */.B)(c.judged)} queries pass`;
        const extra = [s.knownFailures > 0 ? (0,plural/* plural */.L)(s.knownFailures, 'known failure') : '', s.reportOnly > 0 ? `${(0,plural/* formatCount */.B)(s.reportOnly)} without expectations` : ''].filter(Boolean);
        return `✅ **MCP tool search:** ${verdict}${extra.length ? ` (${extra.join(', ')})` : ''}${diff ? ' · no rank changes' : ''} · ${engines}`;
    }
    const accepted = review.verdict.acceptedBy;
    const parts = [];
    if (c.failing > 0) {
        const why = [];
        if (c.regressed > 0)
            why.push(`${(0,plural/* formatCount */.B)(c.regressed)} regressed in this PR under ${regressedUnder(review)}`);
        if (c.failingBefore > 0)
            why.push(`${(0,plural/* formatCount */.B)(c.failingBefore)} ${c.failingBefore === 1 ? 'fails' : 'fail'} on the base commit too`);
        const other = c.failing - c.regressed - c.failingBefore;
        if (other > 0 && why.length > 0)
            why.push(`${(0,plural/* formatCount */.B)(other)} ${diff ? 'fail where the base was not ranked' : 'missing'}`);
        parts.push(`${(0,plural/* formatCount */.B)(c.failing)} of ${(0,plural/* plural */.L)(c.judged, 'query', 'queries')} ${c.failing === 1 ? 'fails' : 'fail'}${why.length ? `: ${why.join(', ')}` : ''}`);
    }
    if (c.accepted > 0)
        parts.push(`${(0,plural/* plural */.L)(c.accepted, 'query', 'queries')} regressed under ${regressedUnder(review)}, accepted`);
    if (c.rejected > 0 && c.failing === 0)
        parts.push(`${(0,plural/* formatCount */.B)(c.rejected)} rejected by the client`);
    const lintErrors = review.findings.filter((f) => f.severity === 'error').length;
    if (lintErrors > 0)
        parts.push((0,plural/* plural */.L)(lintErrors, 'lint error'));
    const edited = (0,report_review/* expectationChanges */.gm)(review);
    const relaxed = edited.filter((e) => e.relaxes).length;
    if (relaxed > 0)
        parts.push(`${(0,plural/* plural */.L)(relaxed, 'query', 'queries')} with relaxed expectations`);
    else if (edited.length > 0)
        parts.push(`${(0,plural/* plural */.L)(edited.length, 'query', 'queries')} with changed expectations`);
    if (c.fragile > 0)
        parts.push(`${(0,plural/* formatCount */.B)(c.fragile)} fragile`);
    if (c.fixed > 0)
        parts.push(`${(0,plural/* formatCount */.B)(c.fixed)} fixed`);
    if (c.shifted > 0)
        parts.push(`${(0,plural/* formatCount */.B)(c.shifted)} shifted`);
    if (c.improved > 0)
        parts.push(`${(0,plural/* formatCount */.B)(c.improved)} improved`);
    const stats = [`**${(0,plural/* plural */.L)(s.queries, 'query', 'queries')}**`, `${(0,plural/* formatCount */.B)(s.passed)} pass`];
    if (c.failed > 0)
        stats.push(`**${(0,plural/* formatCount */.B)(c.failed)} fail**`);
    if (s.knownFailures > 0)
        stats.push((0,plural/* plural */.L)(s.knownFailures, 'known failure'));
    if (s.reportOnly > 0)
        stats.push(`${(0,plural/* formatCount */.B)(s.reportOnly)} without expectations`);
    const head = `### MCP tool search: ${parts.join(' · ') || 'needs a look'}\n\n${stats.join(' · ')}${views} · ${engines}`;
    if (accepted === undefined || review.verdict.tally.regressions === 0)
        return head;
    const note = `${(0,plural/* plural */.L)(review.verdict.tally.regressions, 'regression')} accepted by the label ${code(accepted, 100)}: reported, not failing the check (${MARK_TEXT.accepted.icon} below).`;
    return `${head}\n\n> [!WARNING]\n> ${note}`;
}
/** The facts of the run that stay the same when it runs again; the run line (RUN_LINE) has the rest. */
function footer(review, context) {
    const { evaluation } = review;
    const diff = (0,report_review/* diffOf */.n_)(review);
    const parts = evaluation.engines.map((e) => {
        const note = (0,report_review/* unverifiedNote */.M_)(e);
        return `${engineLabel(e.id)} = ${escapeText(e.client, 80)} ${escapeText(e.versions, 80)}${e.exact ? '' : ' (approximate)'}${note ? ` ⚠️ ${escapeText(note, 120)}` : ''}`;
    });
    parts.push(`${(0,plural/* plural */.L)(evaluation.toolCount, 'tool')} from ${(0,plural/* plural */.L)(evaluation.servers.length, 'server')}`);
    if (evaluation.neighbours)
        parts.push((0,neighbours_text/* neighboursLine */.Tg)(evaluation.neighbours, code));
    parts.push(`manifest ${code(context.manifest, 200)}`);
    if (diff)
        parts.push(escapeText((0,diff_text/* baselineSource */.f0)(diff), 200).replace(/^base ([0-9a-f]{7})/, (_, sha) => `base ${code(sha)}`));
    if (context.commit)
        parts.push(`${diff ? 'head ' : 'commit '}${code(context.commit.slice(0, 7))}`);
    parts.push(`mcp-tool-rank${context.version ? ` ${escapeText(context.version, 20)}` : ''}`);
    return `<sub>${parts.join(' · ')}</sub>`;
}
function runLine(review, context) {
    const diff = (0,report_review/* diffOf */.n_)(review);
    const parts = [context.run ? `[${escapeText(context.run.label, 60)}](${context.run.url})` : '', diff ? `base ranked: ${escapeText((0,diff_text/* baselineCost */.z4)(diff), 100)}` : ''].filter(Boolean);
    return parts.length ? `${markdown_RUN_LINE}<sub>${parts.join(' · ')}</sub>` : '';
}
const SEVERITY_ICON = { error: '❌', warning: '⚠️', info: 'ℹ️' };
const SEVERITY_ORDER = { error: 0, warning: 1, info: 2 };
/**
 * One line per finding under its rule's line (the rule's short text, linked to its section of
 * docs/lint-rules.md): never a message cut in the middle; `lint`, the terminal and the JSON
 * report have each finding's full text.
 */
function findingLines(findings) {
    const sorted = [...findings].sort((a, b) => SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity] || a.rule.localeCompare(b.rule));
    return sorted.map((f, i) => {
        const where = `  - ${f.tool ? code(`${f.server}/${f.tool}`, 100) : code(f.server, 60)}`;
        if (i > 0 && sorted[i - 1].rule === f.rule && sorted[i - 1].severity === f.severity)
            return where;
        const count = sorted.filter((g) => g.rule === f.rule && g.severity === f.severity).length;
        return `- ${SEVERITY_ICON[f.severity]} [${code(f.rule, 60)}](${(0,lint_docs/* ruleDocUrl */.Cg)(f.rule)}) (${count}): ${escapeText(f.summary, 300)}\n${where}`;
    });
}
function section(items, format, render) {
    const rows = [];
    return {
        count: items.length,
        kept: items.length,
        row: (i) => (rows[i] ??= format(items[i], i)),
        render
    };
}
const asIs = (row) => row;
/** The body of a folded section whose every row was cut for length: a table of headings alone says nothing. */
const LEFT_OUT = '_Every row left out for length; see the note below._';
function folded(summary, body, open) {
    return open ? `#### ${summary}\n\n${body}` : `<details><summary>${summary}</summary>\n\n${body}\n\n</details>`;
}
/** A table's rows in manifest order, the query named on its first row only. */
function tableSection(rows, review, manifestUrl, render) {
    return section(rows, (r, i) => tableLine(r, review, manifestUrl, i === 0 || rows[i - 1].query !== r.query), render);
}
/** The manifest lines that name a deprecated tool, as one warning block. */
function manifestWarningNotes(evaluation) {
    const warnings = evaluation.manifestWarnings ?? [];
    if (warnings.length === 0)
        return '';
    return ['> [!WARNING]', ...warnings.map((w) => `> Manifest line ${w.line}: ${escapeText(w.message, 300)}`)].join('\n');
}
/** Renders the report, dropping the least important rows first when it would exceed `maxLength`. */
function renderMarkdown(input, options) {
    const { context, review } = input;
    const { evaluation } = review;
    const summaryMode = options.mode === 'summary';
    const unit = options.unit ?? 'characters';
    const measure = unit === 'bytes' ? (t) => Buffer.byteLength(t) : (t) => t.length;
    const head = tableHead(review);
    const urgent = review.rows.filter((r) => report_review/* ATTENTION */.hM.includes(r.mark) && !r.failingBefore).sort((a, b) => report_review/* ATTENTION */.hM.indexOf(a.mark) - report_review/* ATTENTION */.hM.indexOf(b.mark));
    const before = review.rows.filter((r) => r.failingBefore);
    const lintErrors = review.findings.some((f) => f.severity === 'error');
    // The comment names the few least found of the expectations only reported; the job summary names all.
    const wording = (0,wording_text/* wordingLines */.Sv)(evaluation, summaryMode ? Infinity : wording_text/* REPORT_ONLY_SHOWN */.wV);
    const wordingShort = wording.short;
    const attention = urgent.length > 0 || before.length > 0 || lintErrors || review.verdict.tally.regressions > 0 || (0,report_review/* expectationChanges */.gm)(review).length > 0 || wordingShort > 0;
    // The legend tells the marks of the rows shown, not of those cut for length; it reads every row, so once per count.
    const legends = new Map();
    const legendOf = (count) => legends.get(count) ?? legends.set(count, legend(review, urgent.slice(0, count))).get(count);
    const attentionSection = section(urgent, (r) => tableLine(r, review, context.manifestUrl, true), (kept) => (kept.length ? `${[...head, ...kept].join('\n')}\n\n${legendOf(kept.length)}` : ''));
    const beforeSection = tableSection(before, review, context.manifestUrl, (kept, omitted) => {
        if (kept.length === 0 && omitted === 0)
            return '';
        const queries = new Set(before.map((r) => r.query)).size;
        const title = `${MARK_TEXT.fail.icon} ${(0,plural/* plural */.L)(before.length, 'expectation')} of ${(0,plural/* plural */.L)(queries, 'query', 'queries')} ${before.length === 1 ? 'fails' : 'fail'} on the base commit too`;
        return folded(title, kept.length ? [...head, ...kept].join('\n') : LEFT_OUT, summaryMode);
    });
    const findings = findingLines(review.findings);
    const findingsSection = section(findings, asIs, (kept, omitted) => {
        if (kept.length === 0 && omitted === 0)
            return '';
        const errors = review.findings.filter((f) => f.severity === 'error').length;
        const title = `Findings (${review.findings.length}${errors ? `, ${(0,plural/* plural */.L)(errors, 'error')}` : ''})`;
        return folded(title, kept.length ? kept.join('\n') : LEFT_OUT, summaryMode);
    });
    const changedExpectations = (0,report_review/* expectationChanges */.gm)(review);
    const expectationsSection = section(expectationRows(changedExpectations, context.manifestUrl), asIs, (kept) => (kept.length ? [...expectationsHead(changedExpectations), ...kept].join('\n') : ''));
    const whySection = section(causeGroups(review, urgent)
        .slice(0, 10)
        .map((g) => whyBlock(g, review)), asIs, (kept) => kept.join('\n\n'));
    // Wording: a folded table of the expectations that lost a wording, open when one is short of the share asked
    // (`wording:`), then with the rows that need attention; only reported, it follows the full table.
    const wordingSection = section(wording.lines, ({ query: q, engine, expectation: e, wording: w }) => tableRow([
        w.pass ? '⚠️' : '❌',
        code(q.query, 80),
        code(e.ref, 80),
        (0,wording_text/* wordingText */.Ws)(w, engine, (t) => code(t, 60), (t) => escapeText(t, 40)) + (w.advice ? `<br>→ ${escapeText((0,wording_text/* wordingAdviceText */._c)(w.advice, w.total, (t) => `"${t}"`), 400)}` : '')
    ]), (kept, omitted) => {
        // Only reported and every row cut for length: nothing to say that the job summary does not.
        if (kept.length === 0 && (omitted === 0 || wordingShort === 0))
            return '';
        const title = `Wording: ${(0,plural/* plural */.L)(wording.lossy, 'expectation')} of ${(0,plural/* formatCount */.B)(wording.measured)} lost a wording${wordingShort ? `, ${wordingShort} short of the share asked` : ''}`;
        const unnamed = wording.lossy - wording.lines.length;
        const rest = unnamed > 0 ? `\n\n<sub>The ${(0,plural/* formatCount */.B)(wording_text/* REPORT_ONLY_SHOWN */.wV)} least found of those only reported; the job summary lists ${unnamed} more.</sub>` : '';
        const body = kept.length ? [tableRow(['', 'query', 'tool', 'other wordings']), tableRow([':-:', '---', '---', '---']), ...kept].join('\n') + rest : LEFT_OUT;
        return folded(title, body, summaryMode || wordingShort > 0);
    });
    const allSection = tableSection(review.rows, review, context.manifestUrl, (kept, omitted) => {
        if (kept.length === 0 && omitted === 0)
            return '';
        return folded(`All ${(0,plural/* plural */.L)(evaluation.queries.length, 'query', 'queries')}`, kept.length ? [...head, ...kept].join('\n') : LEFT_OUT, summaryMode);
    });
    const warnings = evaluation.servers.flatMap((s) => s.warnings.map((w) => `- ${code(s.name, 60)}: ${escapeText(w, 300)}`));
    const warningsSection = section(warnings, asIs, (kept) => (kept.length ? folded(`Server warnings (${warnings.length})`, kept.join('\n'), summaryMode) : ''));
    const deferralSection = section(deferralRows(review), asIs, (kept) => kept.join('\n'));
    // Most important first: rows are dropped from the end of the last section that has any (the
    // deferral lines, which the JSON report keeps, the full table, server warnings, findings from
    // the infos up, the rows that failed before, explanations, and last the rows that need attention).
    const sections = [attentionSection, expectationsSection, whySection, wordingSection, beforeSection, findingsSection, warningsSection, allSection, deferralSection];
    const top = headline(review, attention);
    const costChanges = costChangeNotes(review);
    const notes = [manifestWarningNotes(evaluation), baselineNotes(review)].filter((n) => n !== '').join('\n\n');
    const foot = footer(review, context);
    const run = runLine(review, context);
    const assemble = (rowsOf) => {
        const shown = (s) => s.render(rowsOf(s), s.count - s.kept);
        // The deferral lines are not the tables' rows the notice counts.
        const omitted = sections.reduce((n, s) => (s === deferralSection ? n : n + s.count - s.kept), 0);
        const notice = omitted
            ? `> [!NOTE]\n> ${(0,plural/* plural */.L)(omitted, 'row')} not shown, to stay within ${(0,plural/* formatCount */.B)(options.maxLength)} ${unit}; ${summaryMode ? 'the JSON report (the `report` output) has them all' : 'the job summary has them all'}.`
            : '';
        const runNotices = (context.notices ?? []).map((n) => `> [!NOTE]\n> ${n}`);
        const [gatedWording, reportedWording] = wordingShort > 0 ? [shown(wordingSection), ''] : ['', shown(wordingSection)];
        const parts = [top, costChanges, shown(attentionSection), shown(beforeSection), shown(expectationsSection), shown(whySection), gatedWording, notes, shown(findingsSection), shown(allSection), reportedWording, shown(warningsSection), shown(deferralSection), notice, ...runNotices, foot, run];
        // Lone surrogates (from a server's or a PR's text) become U+FFFD before anything is measured or sent.
        return (0,well_formed/* wellFormed */.E)(parts.filter((p) => p !== '').join('\n\n') + '\n');
    };
    fitRows(sections, assemble, measure, options.maxLength);
    // Every row dropped and still too long (headings, notes, footer): the text without rows, cut.
    const text = assemble((s) => Array.from({ length: s.kept }, (_, i) => s.row(i)));
    return measure(text) > options.maxLength ? cutTo(text, options.maxLength, unit) : text;
}
/**
 * Drops rows from the end of the last section that has any until the text fits `max`: by the
 * rows' lengths until the estimate (with 200 units of room for the notice, at first) is spent,
 * then measured for real (headings and the notice add a little), and on from there.
 *
 * Hand-written from the front, so that a report far past the limit formats only the rows that
 * stay and the one past them, not every row it drops: the text's length is that of the text
 * with every row one unit long (the same separators, headings and notice), less a unit per
 * row, plus the rows' own lengths
 * (no row starts or ends a surrogate pair with its neighbour: rows are set between newlines).
 * Rows are dropped from the end until the rows dropped (each one unit more, its newline) reach
 * the excess, so the rows kept are the longest run from the front whose lengths (plus one each)
 * stay within the rows' sum less the excess, which the rows kept alone decide.
 */
function fitRows(sections, assemble, measure, max) {
    const lengths = new Map();
    const length = (s, i) => {
        const known = lengths.get(s) ?? [];
        lengths.set(s, known);
        return (known[i] ??= measure(s.row(i)));
    };
    /** The rows' lengths of `among`, all kept rows, summed until past `cap` (then any sum past it). */
    const rowsLength = (among, cap) => {
        let sum = 0;
        for (const s of among)
            for (let i = 0; i < s.kept && sum <= cap; i++)
                sum += length(s, i);
        return sum;
    };
    // Each row one unit long, never empty: a section of rows alone (the explanations) must not vanish from the text.
    const blank = () => measure(assemble((s) => new Array(s.kept).fill('x'))) - sections.reduce((n, s) => n + s.kept, 0);
    let room = max - blank();
    if (rowsLength(sections, room) <= room)
        return;
    let margin = 200;
    for (let i = sections.length - 1; i >= 0;) {
        const target = sections[i];
        if (target.kept === 0) {
            i--;
            continue;
        }
        // The sections after the target are empty, those before it whole.
        room = max - margin - blank();
        const before = rowsLength(sections.slice(0, i), target.kept + room);
        const within = target.kept + room - before;
        let kept = 0;
        for (let sum = 0; kept < target.kept && within >= 0; kept++) {
            sum += length(target, kept) + 1;
            if (sum > within)
                break;
        }
        // Every row of the target within: the text fits.
        if (kept === target.kept)
            return;
        target.kept = kept;
        margin = 0;
    }
}

;// CONCATENATED MODULE: ./src/report/comment-text.ts
/**
 * The sticky comment's and the job summary's text, as the action posts and writes them and as
 * `check --markdown` / `--summary` preview them: one function each, so the two cannot differ.
 */


const MARKER = 'mcp-tool-rank:v1';
/** Tells the comments of several manifests (or engine sets) on one pull request apart. */
function commentKey(manifest, engines) {
    return engines?.length ? `${manifest}?engines=${engines.join(',')}` : manifest;
}
/** The hidden first line of the comment, by which later runs find it. */
function markerLine(key) {
    // The key comes from the workflow, but must still never close the HTML comment early.
    const safe = key.replace(/[\r\n<>]/g, '').replace(/-{2,}/g, '-');
    return `<!-- ${MARKER} key=${safe} -->`;
}
/** A comment's full text: the marker line, then the body; no lone surrogate reaches the API. */
function withMarker(key, body) {
    return (0,well_formed/* wellFormed */.E)(`${markerLine(key)}\n${body}`);
}
/** A comment's text without its last line of what changes from run to run (the run's link, timings). */
function lasting(text) {
    const normal = text.replace(/\r\n/g, '\n');
    const run = normal.lastIndexOf(`\n${RUN_LINE}`);
    return (run < 0 ? normal : normal.slice(0, run)).trimEnd();
}
/** Two comments say the same, but for the run line: posting the second would change nothing a reader needs. */
function sameComment(a, b) {
    return lasting(a) === lasting(b);
}
/** The report as the comment's body: within the comment size limit once the marker is added. */
function commentBody(input, key) {
    return renderMarkdown(input, { mode: 'comment', maxLength: COMMENT_MAX_LENGTH - markerLine(key).length - 1 });
}
/** The report as the job summary: the full tables open. */
function summaryText(input) {
    return renderMarkdown(input, { mode: 'summary', maxLength: SUMMARY_MAX_BYTES, unit: 'bytes' });
}

// EXTERNAL MODULE: ./src/report/terminal.ts
var terminal = __webpack_require__(7496);
// EXTERNAL MODULE: ./src/util/fit.ts
var fit = __webpack_require__(6579);
// EXTERNAL MODULE: ./src/cli/command.ts
var command = __webpack_require__(3567);
// EXTERNAL MODULE: ./src/cli/options.ts
var options = __webpack_require__(776);
// EXTERNAL MODULE: ./src/cli/progress.ts
var cli_progress = __webpack_require__(9851);
// EXTERNAL MODULE: ./src/cli/output.ts + 1 modules
var output = __webpack_require__(3091);
;// CONCATENATED MODULE: ./src/cli/check.ts


















const HELP = `Usage: mcp-tool-rank check [--config FILE] [--engine ID]... [--json FILE [--full-rankings]] [--sarif FILE] [--markdown FILE]
                          [--summary FILE] [--update-lock] [--base REF [--baseline MODE] [--setup CMD]]
                          [--fail-on LIST] [--check-client-versions] [--explain]

Starts the manifest's servers, collects tools/list, ranks every query and checks it.
When the lock file exists, reports how the live tools differ from it (a warning).

Options:
${options/* CONFIG_HELP */.hF}
  -e, --engine ID     rank with this engine instead of the manifest's (repeatable)
      --json FILE     also write the JSON report to FILE
      --full-rankings keep every tool that scored in the report's rankings, not only the
                      top, the expected tools and their neighbours (large on big catalogs)
      --sarif FILE    also write the lint findings as SARIF 2.1.0 (GitHub code scanning)
      --markdown FILE also write the pull request comment the action would post
      --summary FILE  also write the job summary the action would write
                      (FILE \`-\` is stdout for one of these four; the report then goes to stderr)
      --update-lock   rewrite the lock file from the live tools
      --base REF      also rank the base commit (e.g. origin/main) and show what moved
      --baseline MODE how to rank the base: auto (lock file, else worktree), lock,
                      worktree, none (default auto)
      --setup CMD     run CMD in the base worktree first (e.g. "npm ci && npm run build")
      --fail-on LIST  what fails the check: missing, regression, shift, lint-error,
                      or none (default missing,regression); with the manifest's
                      neighbours, add alone to judge your servers only (default
                      with-neighbours), e.g. missing,regression,alone
      --check-client-versions
                      ask the npm registry (npm_config_registry when set) whether
                      Claude Code or Codex has a release newer than this version
                      reproduces, and say so (offline: nothing is said)
      --explain       under each failing expectation, the verified fix and the
                      neighbours' tools ahead of it
${options/* VERBOSE_HELP */.P7}
  -h, --help          this help`;
function baselineMode(value) {
    if (value === undefined)
        return 'auto';
    if (!BASELINE_MODES.includes(value))
        throw new src_errors/* UsageError */.e(`--baseline must be one of ${BASELINE_MODES.join(', ')}, got \`${value}\``);
    return value;
}
function failOnOf(value) {
    try {
        return failOnChoice(value);
    }
    catch (err) {
        throw new src_errors/* UsageError */.e(`\`--fail-on\` ${err.message}`);
    }
}
async function baseSide(values) {
    if (values.base === undefined) {
        for (const name of ['baseline', 'setup'])
            if (values[name] !== undefined)
                throw new src_errors/* UsageError */.e(`--${name} applies to the base side: pass --base REF as well`);
        return undefined;
    }
    const mode = baselineMode(values.baseline);
    if (mode === 'none')
        return undefined;
    return { ref: await baseCommit(values.base), mode, ...(values.setup ? { setup: values.setup } : {}) };
}
/** --base as a commit, before anything starts: a ref that names none is a usage error, in git's words. */
async function baseCommit(ref) {
    let root;
    try {
        root = await repoRoot(process.cwd());
    }
    catch (err) {
        throw new src_errors/* UsageError */.e(`--base needs a git checkout: ${gitSays(err)}`);
    }
    try {
        return await ensureCommit(ref, root);
    }
    catch (err) {
        if (err instanceof BaseCommitError)
            throw new src_errors/* UsageError */.e(`--base ${err.message}`);
        throw err;
    }
}
/** The commit the preview's footer names, as the action's does: HEAD, when this is a git checkout. */
async function headCommit() {
    try {
        return { commit: (await git(['rev-parse', '--verify', 'HEAD'], process.cwd())).trim() };
    }
    catch {
        return {};
    }
}
/* harmony default export */ const check = ((0,command/* defineCommand */.NB)({
    help: HELP,
    options: {
        ...options/* CONFIG_OPTION */.dG,
        ...options/* ENGINE_OPTION */.fx,
        json: { type: 'string' },
        'full-rankings': { type: 'boolean' },
        sarif: { type: 'string' },
        markdown: { type: 'string' },
        summary: { type: 'string' },
        'update-lock': { type: 'boolean' },
        base: { type: 'string' },
        baseline: { type: 'string' },
        setup: { type: 'string' },
        'fail-on': { type: 'string' },
        'check-client-versions': { type: 'boolean' },
        explain: { type: 'boolean' },
        ...options/* VERBOSE_OPTION */.Xi
    },
    async run(values) {
        const config = (0,options/* configOf */.W1)(values);
        const { failOn, judge } = failOnOf(values['fail-on']);
        const base = await baseSide(values);
        const { out: human, style } = (0,output/* readerOutput */.$C)({ json: values.json, sarif: values.sarif, markdown: values.markdown, summary: values.summary });
        const manifest = (0,output/* manifestPath */.ji)(config);
        const progress = (0,cli_progress/* cliProgress */.o)(values.verbose === true);
        const clientNotices = startClientVersionCheck(values['check-client-versions'] === true, process.env);
        const run = await runCheck({ config, baseDir: process.cwd(), callerEnv: process.env, engines: values.engine, manifest: config, sarifManifest: manifest, ...(base ? { base } : {}), failOn, ...(judge ? { judge } : {}), fullRankings: values['full-rankings'], progress });
        const { result, review } = run;
        const columns = (0,output/* outputColumns */.JN)(human, process.env);
        /** `text` broken to the terminal's width, each line painted. */
        const say = (text, paint) => {
            for (const line of (0,fit/* fit */.Uj)(text, columns))
                human.write(paint(line) + '\n');
        };
        human.write((0,terminal/* terminalReport */.RR)(review, style, { columns, explain: values.explain === true }));
        const notices = await clientNotices(result.evaluation.engines);
        for (const notice of notices)
            say(`note: ${notice}`, style.yellow);
        if (values.json)
            await (0,output/* writeOutput */.zh)(values.json, (0,json/* reportText */.UH)(run.report));
        if (values.sarif)
            await (0,output/* writeJson */.GF)(values.sarif, run.sarif);
        if (values.markdown || values.summary) {
            const render = { review, context: { manifest, ...(await headCommit()), version: src_version/* VERSION */.x, ...(notices.length ? { notices } : {}) } };
            if (values.markdown) {
                const key = commentKey(manifest, values.engine);
                await (0,output/* writeOutput */.zh)(values.markdown, withMarker(key, commentBody(render, key)));
            }
            if (values.summary)
                await (0,output/* writeOutput */.zh)(values.summary, summaryText(render));
        }
        if (values['update-lock']) {
            await (0,lock/* writeLock */.be)(result.manifest.lockFile, result.listings);
            const drift = result.lock?.drift ?? [];
            const note = !result.lock || result.lock.error ? '' : drift.length === 0 ? ' (no change)' : ` (${drift.length} change${drift.length === 1 ? '' : 's'}):`;
            human.write([`wrote ${result.manifest.lockFile}${note}\n`, ...(0,output/* driftLines */.$m)(drift, style)].join(''));
        }
        else if (result.lock) {
            human.write((0,output/* lockWarning */.GN)(result.lock, style));
        }
        for (const warning of run.verdict.warnings)
            say(`accepted: ${(0,sanitize_text/* plainText */.w)(warning, 2000)}`, style.yellow);
        for (const reason of run.verdict.reasons)
            say(`failed: ${(0,sanitize_text/* plainText */.w)(reason, 2000)}`, style.red);
        return run.verdict.failed ? exit_codes/* ExitCode */.y.Failed : exit_codes/* ExitCode */.y.Ok;
    }
}));


/***/ }),

/***/ 7343:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T0: () => (/* binding */ isWithheldFromManifest),
/* harmony export */   ri: () => (/* binding */ withoutCredentials)
/* harmony export */ });
/* unused harmony export isCredentialVariable */
/**
 * The caller's variables that hold the runner's and the action's credentials: the GitHub
 * token, the action's inputs (its `github-token` among them) and the runner's `ACTIONS_*`
 * runtime tokens. The one list: nothing mcp-tool-rank starts or expands sees them, neither a
 * manifest's `${VAR}` nor a `setup` command.
 */
const CREDENTIAL_VARIABLE = /^(GITHUB_TOKEN$|INPUT_|ACTIONS_)/i;
function isCredentialVariable(name) {
    return CREDENTIAL_VARIABLE.test(name);
}
/**
 * What a manifest's `${VAR}` never reads: the credentials, and the runner's RUNNER_*
 * settings (a pull request has no business reading the runner's paths and names either).
 */
function isWithheldFromManifest(name) {
    return isCredentialVariable(name) || /^RUNNER_/i.test(name);
}
/** `env` without the credential variables (and without unset ones). */
function withoutCredentials(env) {
    return Object.fromEntries(Object.entries(env).filter((e) => e[1] !== undefined && !isCredentialVariable(e[0])));
}


/***/ }),

/***/ 4080:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ StartError),
/* harmony export */   t: () => (/* binding */ StartedCommand)
/* harmony export */ });
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8500);
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_timers_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _output_tail_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5243);
/* harmony import */ var _groups_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1157);
/* harmony import */ var _util_duration_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6518);




/** Why a `start:` command did not bring its endpoint up. */
class StartError extends Error {
}
const PROBE_MS = 1000;
/**
 * A server's `start:` command, run as `sh -c COMMAND` in its own process group (so `npm run`
 * and everything it forks stop together). stdout and stderr are both kept as one tail: an
 * HTTP server's stdout is only its log.
 */
class StartedCommand {
    command;
    output = new _output_tail_js__WEBPACK_IMPORTED_MODULE_3__/* .OutputTail */ .g();
    spawnError;
    child;
    exitedPromise;
    constructor(command, env, cwd) {
        this.command = command;
        // `sh -c` on purpose: `start:` is a shell command line (`npm run serve`, `PORT=0 node …`).
        this.child = (0,_groups_js__WEBPACK_IMPORTED_MODULE_1__/* .spawnGroup */ .j8)('/bin/sh', ['-c', command], { env, cwd, stdio: ['ignore', 'pipe', 'pipe'], windowsHide: true });
        this.exitedPromise = new Promise((resolve) => {
            this.child.once('exit', () => resolve());
            this.child.once('error', (error) => {
                this.spawnError = error;
                resolve();
            });
        });
        this.child.stdout.on('data', (chunk) => this.output.write(chunk));
        this.child.stderr.on('data', (chunk) => this.output.write(chunk));
    }
    get exited() {
        return this.spawnError !== undefined || (0,_groups_js__WEBPACK_IMPORTED_MODULE_1__/* .hasExited */ .uR)(this.child);
    }
    /** `exited with code 1`, `was killed by SIGKILL`, or `could not run: …`. */
    describeExit() {
        if (this.spawnError)
            return `could not run: ${this.spawnError.message}`;
        const code = this.child.exitCode;
        return `${(0,_groups_js__WEBPACK_IMPORTED_MODULE_1__/* .describeExit */ .KE)(this.child)}${code === 127 ? ' (command not found)' : code === 126 ? ' (not executable)' : ''}`;
    }
    /**
     * Waits until `url` answers HTTP at all (any status: a 404 or 405 still means the server
     * is listening), the command exits, or `timeoutMs` passes. Probes use OPTIONS, which opens
     * no MCP session and no SSE stream.
     */
    async waitForEndpoint(url, timeoutMs, headers) {
        const deadline = Date.now() + timeoutMs;
        // Never the query or credentials of the URL in a message.
        const where = `${url.origin}${url.pathname}`;
        let delay = 50;
        for (;;) {
            if (this.exited)
                throw new StartError(`the \`start\` command ${this.describeExit()} before ${where} answered`);
            const left = deadline - Date.now();
            if (left <= 0)
                throw new StartError(`${where} did not answer within ${(0,_util_duration_js__WEBPACK_IMPORTED_MODULE_2__/* .formatDuration */ .a3)(timeoutMs)} of running \`start\``);
            try {
                const response = await fetch(url, { method: 'OPTIONS', headers, signal: AbortSignal.timeout(Math.min(PROBE_MS, left)), redirect: 'manual' });
                await response.body?.cancel().catch(() => { });
                return;
            }
            catch {
                // Not listening yet (connection refused or reset), or too slow to answer this probe.
            }
            await Promise.race([(0,node_timers_promises__WEBPACK_IMPORTED_MODULE_0__.setTimeout)(Math.min(delay, Math.max(0, deadline - Date.now()))), this.exitedPromise]);
            delay = Math.min(delay * 2, 250);
        }
    }
    /** True once the command has exited, false if `timeoutMs` passed first (it is then still running). */
    async waitForExit(timeoutMs) {
        let timer;
        const timedOut = new Promise((resolve) => {
            timer = setTimeout(() => resolve(false), timeoutMs);
        });
        const exited = await Promise.race([this.exitedPromise.then(() => true), timedOut]);
        clearTimeout(timer);
        return exited;
    }
    /** The command ran and exited with code 0. */
    get succeeded() {
        return this.spawnError === undefined && this.child.exitCode === 0;
    }
    /** Stops the whole group: SIGTERM, then SIGKILL after a grace period. */
    async stop() {
        await (0,_groups_js__WEBPACK_IMPORTED_MODULE_1__/* .stopGroup */ .gv)(this.child);
    }
}


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


/***/ }),

/***/ 1589:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cg: () => (/* binding */ ruleDocUrl),
/* harmony export */   EA: () => (/* binding */ LINT_DOCS),
/* harmony export */   w5: () => (/* binding */ PROJECT_URL)
/* harmony export */ });
/** Where a lint rule is documented: its section of docs/lint-rules.md in the project's repository. */
const PROJECT_URL = 'https://github.com/mcp-tool-rank/mcp-tool-rank';
const LINT_DOCS = 'docs/lint-rules.md';
/** The rule's section, by its id (each rule's heading is its id). */
function ruleDocUrl(rule) {
    return `${PROJECT_URL}/blob/main/${LINT_DOCS}#${encodeURIComponent(rule)}`;
}


/***/ }),

/***/ 643:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _: () => (/* binding */ sarifReport)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _lint_registry_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(249);
/* harmony import */ var _lint_docs_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1589);
/**
 * Lint findings as a SARIF 2.1.0 log, for GitHub code scanning (`github/codeql-action/upload-sarif`)
 * and other SARIF viewers: one reporting descriptor per lint rule, one result per finding,
 * located at the server's entry in the manifest (the only file of the repository the finding
 * can point at: the tools themselves come from a running server). Pure.
 */



const SARIF_SCHEMA = 'https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json';
const LEVEL = { error: 'error', warning: 'warning', info: 'note' };
/** `shared-boilerplate` -> `SharedBoilerplate`: SARIF's `name` is an identifier. */
function ruleName(id) {
    return id.replace(/(^|-)([a-z0-9])/g, (_m, _dash, c) => c.toUpperCase());
}
/**
 * Stable across runs, so code scanning keeps one alert per finding: the rule, the server, the
 * tool and the message without its numbers (ranks and counts move with every edit).
 */
function fingerprint(f) {
    const key = [f.rule, f.server, f.tool, f.message.replace(/\d[\d,.]*/g, '#')].join('\u0000');
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(key).digest('hex').slice(0, 32);
}
/** Forward slashes and no leading `./`: how code scanning matches a path in the repository. */
function repoPath(file) {
    return file.replace(/\\/g, '/').replace(/^(\.\/)+/, '');
}
function sarifReport(findings, options) {
    const index = new Map(_lint_registry_js__WEBPACK_IMPORTED_MODULE_1__/* .RULES */ .y0.map((r, i) => [r.id, i]));
    const uri = repoPath(options.manifestFile);
    const seen = new Map();
    const prints = findings.map((f) => {
        const p = fingerprint(f);
        const n = seen.get(p) ?? 0;
        seen.set(p, n + 1);
        return n === 0 ? p : `${p}:${n}`;
    });
    return {
        $schema: SARIF_SCHEMA,
        version: '2.1.0',
        runs: [
            {
                tool: {
                    driver: {
                        name: 'mcp-tool-rank',
                        semanticVersion: options.version,
                        informationUri: _lint_docs_js__WEBPACK_IMPORTED_MODULE_2__/* .PROJECT_URL */ .w5,
                        rules: _lint_registry_js__WEBPACK_IMPORTED_MODULE_1__/* .RULES */ .y0.map((r) => {
                            const level = options.levels?.[r.id] ?? r.defaultSeverity;
                            return {
                                id: r.id,
                                name: ruleName(r.id),
                                shortDescription: { text: r.summary },
                                fullDescription: { text: r.doc },
                                helpUri: (0,_lint_docs_js__WEBPACK_IMPORTED_MODULE_2__/* .ruleDocUrl */ .Cg)(r.id),
                                help: { text: `${r.doc}\n\nExamples: ${_lint_docs_js__WEBPACK_IMPORTED_MODULE_2__/* .LINT_DOCS */ .EA}#${r.id}`, markdown: `${r.doc}\n\nBad and good examples: [${_lint_docs_js__WEBPACK_IMPORTED_MODULE_2__/* .LINT_DOCS */ .EA}#${r.id}](${_lint_docs_js__WEBPACK_IMPORTED_MODULE_2__/* .LINT_DOCS */ .EA}#${r.id})` },
                                defaultConfiguration: level === 'off' ? { enabled: false, level: LEVEL[r.defaultSeverity] } : { level: LEVEL[level] },
                                properties: { tags: ['mcp', 'tool-search', 'discoverability'] }
                            };
                        })
                    }
                },
                columnKind: 'utf16CodeUnits',
                results: findings.map((f, i) => {
                    const where = f.tool ? `${f.server}/${f.tool}` : f.server;
                    const ruleIndex = index.get(f.rule);
                    return {
                        ruleId: f.rule,
                        ...(ruleIndex !== undefined ? { ruleIndex } : {}),
                        level: LEVEL[f.severity],
                        message: { text: `${where}: ${f.message}` },
                        locations: [
                            {
                                physicalLocation: {
                                    artifactLocation: { uri },
                                    region: { startLine: Math.max(1, f.line ?? 1), startColumn: Math.max(1, f.col ?? 1) }
                                },
                                logicalLocations: [{ name: f.tool || f.server, fullyQualifiedName: where, kind: f.tool ? 'function' : 'module' }]
                            }
                        ],
                        partialFingerprints: { 'mcpToolRankFinding/v1': prints[i] }
                    };
                })
            }
        ]
    };
}


/***/ })

};
