export const id = 119;
export const ids = [119];
export const modules = {

/***/ 6112:
/***/ (function(module) {

/* global define */

(function (root, pluralize) {
  /* istanbul ignore else */
  if (true) {
    // Node.
    module.exports = pluralize();
  } else {}
})(this, function () {
  // Rule storage - pluralize and singularize need to be run sequentially,
  // while other rules can be optimized using an object for instant lookups.
  var pluralRules = [];
  var singularRules = [];
  var uncountables = {};
  var irregularPlurals = {};
  var irregularSingles = {};

  /**
   * Sanitize a pluralization rule to a usable regular expression.
   *
   * @param  {(RegExp|string)} rule
   * @return {RegExp}
   */
  function sanitizeRule (rule) {
    if (typeof rule === 'string') {
      return new RegExp('^' + rule + '$', 'i');
    }

    return rule;
  }

  /**
   * Pass in a word token to produce a function that can replicate the case on
   * another word.
   *
   * @param  {string}   word
   * @param  {string}   token
   * @return {Function}
   */
  function restoreCase (word, token) {
    // Tokens are an exact match.
    if (word === token) return token;

    // Lower cased words. E.g. "hello".
    if (word === word.toLowerCase()) return token.toLowerCase();

    // Upper cased words. E.g. "WHISKY".
    if (word === word.toUpperCase()) return token.toUpperCase();

    // Title cased words. E.g. "Title".
    if (word[0] === word[0].toUpperCase()) {
      return token.charAt(0).toUpperCase() + token.substr(1).toLowerCase();
    }

    // Lower cased words. E.g. "test".
    return token.toLowerCase();
  }

  /**
   * Interpolate a regexp string.
   *
   * @param  {string} str
   * @param  {Array}  args
   * @return {string}
   */
  function interpolate (str, args) {
    return str.replace(/\$(\d{1,2})/g, function (match, index) {
      return args[index] || '';
    });
  }

  /**
   * Replace a word using a rule.
   *
   * @param  {string} word
   * @param  {Array}  rule
   * @return {string}
   */
  function replace (word, rule) {
    return word.replace(rule[0], function (match, index) {
      var result = interpolate(rule[1], arguments);

      if (match === '') {
        return restoreCase(word[index - 1], result);
      }

      return restoreCase(match, result);
    });
  }

  /**
   * Sanitize a word by passing in the word and sanitization rules.
   *
   * @param  {string}   token
   * @param  {string}   word
   * @param  {Array}    rules
   * @return {string}
   */
  function sanitizeWord (token, word, rules) {
    // Empty string or doesn't need fixing.
    if (!token.length || uncountables.hasOwnProperty(token)) {
      return word;
    }

    var len = rules.length;

    // Iterate over the sanitization rules and use the first one to match.
    while (len--) {
      var rule = rules[len];

      if (rule[0].test(word)) return replace(word, rule);
    }

    return word;
  }

  /**
   * Replace a word with the updated word.
   *
   * @param  {Object}   replaceMap
   * @param  {Object}   keepMap
   * @param  {Array}    rules
   * @return {Function}
   */
  function replaceWord (replaceMap, keepMap, rules) {
    return function (word) {
      // Get the correct token and case restoration functions.
      var token = word.toLowerCase();

      // Check against the keep object map.
      if (keepMap.hasOwnProperty(token)) {
        return restoreCase(word, token);
      }

      // Check against the replacement map for a direct word replacement.
      if (replaceMap.hasOwnProperty(token)) {
        return restoreCase(word, replaceMap[token]);
      }

      // Run all the rules against the word.
      return sanitizeWord(token, word, rules);
    };
  }

  /**
   * Check if a word is part of the map.
   */
  function checkWord (replaceMap, keepMap, rules, bool) {
    return function (word) {
      var token = word.toLowerCase();

      if (keepMap.hasOwnProperty(token)) return true;
      if (replaceMap.hasOwnProperty(token)) return false;

      return sanitizeWord(token, token, rules) === token;
    };
  }

  /**
   * Pluralize or singularize a word based on the passed in count.
   *
   * @param  {string}  word      The word to pluralize
   * @param  {number}  count     How many of the word exist
   * @param  {boolean} inclusive Whether to prefix with the number (e.g. 3 ducks)
   * @return {string}
   */
  function pluralize (word, count, inclusive) {
    var pluralized = count === 1
      ? pluralize.singular(word) : pluralize.plural(word);

    return (inclusive ? count + ' ' : '') + pluralized;
  }

  /**
   * Pluralize a word.
   *
   * @type {Function}
   */
  pluralize.plural = replaceWord(
    irregularSingles, irregularPlurals, pluralRules
  );

  /**
   * Check if a word is plural.
   *
   * @type {Function}
   */
  pluralize.isPlural = checkWord(
    irregularSingles, irregularPlurals, pluralRules
  );

  /**
   * Singularize a word.
   *
   * @type {Function}
   */
  pluralize.singular = replaceWord(
    irregularPlurals, irregularSingles, singularRules
  );

  /**
   * Check if a word is singular.
   *
   * @type {Function}
   */
  pluralize.isSingular = checkWord(
    irregularPlurals, irregularSingles, singularRules
  );

  /**
   * Add a pluralization rule to the collection.
   *
   * @param {(string|RegExp)} rule
   * @param {string}          replacement
   */
  pluralize.addPluralRule = function (rule, replacement) {
    pluralRules.push([sanitizeRule(rule), replacement]);
  };

  /**
   * Add a singularization rule to the collection.
   *
   * @param {(string|RegExp)} rule
   * @param {string}          replacement
   */
  pluralize.addSingularRule = function (rule, replacement) {
    singularRules.push([sanitizeRule(rule), replacement]);
  };

  /**
   * Add an uncountable word rule.
   *
   * @param {(string|RegExp)} word
   */
  pluralize.addUncountableRule = function (word) {
    if (typeof word === 'string') {
      uncountables[word.toLowerCase()] = true;
      return;
    }

    // Set singular and plural references for the word.
    pluralize.addPluralRule(word, '$0');
    pluralize.addSingularRule(word, '$0');
  };

  /**
   * Add an irregular word definition.
   *
   * @param {string} single
   * @param {string} plural
   */
  pluralize.addIrregularRule = function (single, plural) {
    plural = plural.toLowerCase();
    single = single.toLowerCase();

    irregularSingles[single] = plural;
    irregularPlurals[plural] = single;
  };

  /**
   * Irregular rules.
   */
  [
    // Pronouns.
    ['I', 'we'],
    ['me', 'us'],
    ['he', 'they'],
    ['she', 'they'],
    ['them', 'them'],
    ['myself', 'ourselves'],
    ['yourself', 'yourselves'],
    ['itself', 'themselves'],
    ['herself', 'themselves'],
    ['himself', 'themselves'],
    ['themself', 'themselves'],
    ['is', 'are'],
    ['was', 'were'],
    ['has', 'have'],
    ['this', 'these'],
    ['that', 'those'],
    // Words ending in with a consonant and `o`.
    ['echo', 'echoes'],
    ['dingo', 'dingoes'],
    ['volcano', 'volcanoes'],
    ['tornado', 'tornadoes'],
    ['torpedo', 'torpedoes'],
    // Ends with `us`.
    ['genus', 'genera'],
    ['viscus', 'viscera'],
    // Ends with `ma`.
    ['stigma', 'stigmata'],
    ['stoma', 'stomata'],
    ['dogma', 'dogmata'],
    ['lemma', 'lemmata'],
    ['schema', 'schemata'],
    ['anathema', 'anathemata'],
    // Other irregular rules.
    ['ox', 'oxen'],
    ['axe', 'axes'],
    ['die', 'dice'],
    ['yes', 'yeses'],
    ['foot', 'feet'],
    ['eave', 'eaves'],
    ['goose', 'geese'],
    ['tooth', 'teeth'],
    ['quiz', 'quizzes'],
    ['human', 'humans'],
    ['proof', 'proofs'],
    ['carve', 'carves'],
    ['valve', 'valves'],
    ['looey', 'looies'],
    ['thief', 'thieves'],
    ['groove', 'grooves'],
    ['pickaxe', 'pickaxes'],
    ['passerby', 'passersby']
  ].forEach(function (rule) {
    return pluralize.addIrregularRule(rule[0], rule[1]);
  });

  /**
   * Pluralization rules.
   */
  [
    [/s?$/i, 's'],
    [/[^\u0000-\u007F]$/i, '$0'],
    [/([^aeiou]ese)$/i, '$1'],
    [/(ax|test)is$/i, '$1es'],
    [/(alias|[^aou]us|t[lm]as|gas|ris)$/i, '$1es'],
    [/(e[mn]u)s?$/i, '$1s'],
    [/([^l]ias|[aeiou]las|[ejzr]as|[iu]am)$/i, '$1'],
    [/(alumn|syllab|vir|radi|nucle|fung|cact|stimul|termin|bacill|foc|uter|loc|strat)(?:us|i)$/i, '$1i'],
    [/(alumn|alg|vertebr)(?:a|ae)$/i, '$1ae'],
    [/(seraph|cherub)(?:im)?$/i, '$1im'],
    [/(her|at|gr)o$/i, '$1oes'],
    [/(agend|addend|millenni|dat|extrem|bacteri|desiderat|strat|candelabr|errat|ov|symposi|curricul|automat|quor)(?:a|um)$/i, '$1a'],
    [/(apheli|hyperbat|periheli|asyndet|noumen|phenomen|criteri|organ|prolegomen|hedr|automat)(?:a|on)$/i, '$1a'],
    [/sis$/i, 'ses'],
    [/(?:(kni|wi|li)fe|(ar|l|ea|eo|oa|hoo)f)$/i, '$1$2ves'],
    [/([^aeiouy]|qu)y$/i, '$1ies'],
    [/([^ch][ieo][ln])ey$/i, '$1ies'],
    [/(x|ch|ss|sh|zz)$/i, '$1es'],
    [/(matr|cod|mur|sil|vert|ind|append)(?:ix|ex)$/i, '$1ices'],
    [/\b((?:tit)?m|l)(?:ice|ouse)$/i, '$1ice'],
    [/(pe)(?:rson|ople)$/i, '$1ople'],
    [/(child)(?:ren)?$/i, '$1ren'],
    [/eaux$/i, '$0'],
    [/m[ae]n$/i, 'men'],
    ['thou', 'you']
  ].forEach(function (rule) {
    return pluralize.addPluralRule(rule[0], rule[1]);
  });

  /**
   * Singularization rules.
   */
  [
    [/s$/i, ''],
    [/(ss)$/i, '$1'],
    [/(wi|kni|(?:after|half|high|low|mid|non|night|[^\w]|^)li)ves$/i, '$1fe'],
    [/(ar|(?:wo|[ae])l|[eo][ao])ves$/i, '$1f'],
    [/ies$/i, 'y'],
    [/\b([pl]|zomb|(?:neck|cross)?t|coll|faer|food|gen|goon|group|lass|talk|goal|cut)ies$/i, '$1ie'],
    [/\b(mon|smil)ies$/i, '$1ey'],
    [/\b((?:tit)?m|l)ice$/i, '$1ouse'],
    [/(seraph|cherub)im$/i, '$1'],
    [/(x|ch|ss|sh|zz|tto|go|cho|alias|[^aou]us|t[lm]as|gas|(?:her|at|gr)o|[aeiou]ris)(?:es)?$/i, '$1'],
    [/(analy|diagno|parenthe|progno|synop|the|empha|cri|ne)(?:sis|ses)$/i, '$1sis'],
    [/(movie|twelve|abuse|e[mn]u)s$/i, '$1'],
    [/(test)(?:is|es)$/i, '$1is'],
    [/(alumn|syllab|vir|radi|nucle|fung|cact|stimul|termin|bacill|foc|uter|loc|strat)(?:us|i)$/i, '$1us'],
    [/(agend|addend|millenni|dat|extrem|bacteri|desiderat|strat|candelabr|errat|ov|symposi|curricul|quor)a$/i, '$1um'],
    [/(apheli|hyperbat|periheli|asyndet|noumen|phenomen|criteri|organ|prolegomen|hedr|automat)a$/i, '$1on'],
    [/(alumn|alg|vertebr)ae$/i, '$1a'],
    [/(cod|mur|sil|vert|ind)ices$/i, '$1ex'],
    [/(matr|append)ices$/i, '$1ix'],
    [/(pe)(rson|ople)$/i, '$1rson'],
    [/(child)ren$/i, '$1'],
    [/(eau)x?$/i, '$1'],
    [/men$/i, 'man']
  ].forEach(function (rule) {
    return pluralize.addSingularRule(rule[0], rule[1]);
  });

  /**
   * Uncountable rules.
   */
  [
    // Singular words with no plurals.
    'adulthood',
    'advice',
    'agenda',
    'aid',
    'aircraft',
    'alcohol',
    'ammo',
    'analytics',
    'anime',
    'athletics',
    'audio',
    'bison',
    'blood',
    'bream',
    'buffalo',
    'butter',
    'carp',
    'cash',
    'chassis',
    'chess',
    'clothing',
    'cod',
    'commerce',
    'cooperation',
    'corps',
    'debris',
    'diabetes',
    'digestion',
    'elk',
    'energy',
    'equipment',
    'excretion',
    'expertise',
    'firmware',
    'flounder',
    'fun',
    'gallows',
    'garbage',
    'graffiti',
    'hardware',
    'headquarters',
    'health',
    'herpes',
    'highjinks',
    'homework',
    'housework',
    'information',
    'jeans',
    'justice',
    'kudos',
    'labour',
    'literature',
    'machinery',
    'mackerel',
    'mail',
    'media',
    'mews',
    'moose',
    'music',
    'mud',
    'manga',
    'news',
    'only',
    'personnel',
    'pike',
    'plankton',
    'pliers',
    'police',
    'pollution',
    'premises',
    'rain',
    'research',
    'rice',
    'salmon',
    'scissors',
    'series',
    'sewage',
    'shambles',
    'shrimp',
    'software',
    'species',
    'staff',
    'swine',
    'tennis',
    'traffic',
    'transportation',
    'trout',
    'tuna',
    'wealth',
    'welfare',
    'whiting',
    'wildebeest',
    'wildlife',
    'you',
    /pok[eé]mon$/i,
    // Regexes.
    /[^aeiou]ese$/i, // "chinese", "japanese"
    /deer$/i, // "deer", "reindeer"
    /fish$/i, // "fish", "blowfish", "angelfish"
    /measles$/i,
    /o[iu]s$/i, // "carnivorous"
    /pox$/i, // "chickpox", "smallpox"
    /sheep$/i
  ].forEach(pluralize.addUncountableRule);

  return pluralize;
});


/***/ }),

/***/ 5566:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  "default": () => (/* binding */ init),
  initReport: () => (/* binding */ initReport)
});

// EXTERNAL MODULE: ./src/exit-codes.ts
var exit_codes = __webpack_require__(1084);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/catalog/build.ts
var build = __webpack_require__(1515);
// EXTERNAL MODULE: ./src/collect/errors.ts
var errors = __webpack_require__(7963);
// EXTERNAL MODULE: ./src/engines/registry.ts + 42 modules
var registry = __webpack_require__(3330);
// EXTERNAL MODULE: ./src/errors.ts
var src_errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./src/manifest/neighbours.ts
var manifest_neighbours = __webpack_require__(6437);
// EXTERNAL MODULE: ./src/neighbours/bundled.ts
var bundled = __webpack_require__(4160);
// EXTERNAL MODULE: ./src/pipeline.ts + 2 modules
var pipeline = __webpack_require__(9155);
// EXTERNAL MODULE: ./src/util/duration.ts
var duration = __webpack_require__(6518);
// EXTERNAL MODULE: ./src/write-file.ts
var write_file = __webpack_require__(8655);
// EXTERNAL MODULE: ./src/init/detect.ts
var detect = __webpack_require__(4747);
// EXTERNAL MODULE: ./src/evaluate/evaluate.ts + 2 modules
var evaluate = __webpack_require__(4978);
// EXTERNAL MODULE: ./src/manifest/errors.ts
var manifest_errors = __webpack_require__(1738);
// EXTERNAL MODULE: ./src/manifest/load.ts + 4 modules
var load = __webpack_require__(3697);
// EXTERNAL MODULE: ./src/wording/index.ts + 8 modules
var wording = __webpack_require__(4145);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
// EXTERNAL MODULE: ./src/manifest/schema.ts + 1 modules
var schema = __webpack_require__(999);
;// CONCATENATED MODULE: ./src/init/manifest-text.ts
/** The manifest `init` writes, as YAML text with the comments a first-time reader needs. */


/** One YAML scalar, quoted only when YAML needs it. */
function scalar(value) {
    return (0,dist/* stringify */.As)(value, { lineWidth: 0 }).trimEnd();
}
function flowList(values) {
    return `[${values.map(scalar).join(', ')}]`;
}
function serverLines(m) {
    const timeout = m.timeout === undefined ? [] : [`    timeout: ${scalar(m.timeout)}`];
    if ('url' in m.entry)
        return [`    url: ${scalar(m.entry.url)}`, ...timeout];
    return [`    command: ${scalar(m.entry.command)}`, ...(m.entry.args?.length ? [`    args: ${flowList(m.entry.args)}`] : []), ...timeout];
}
/** `key: value`, or for a per-engine mapping the mapping: on one line for numbers, a line per engine for text. */
function perEngineLines(key, value) {
    if (value === undefined)
        return [];
    if (typeof value !== 'object')
        return [`    ${key}: ${scalar(value)}`];
    const entries = Object.entries(value);
    if (entries.every(([, v]) => typeof v === 'number'))
        return [`    ${key}: { ${entries.map(([k, v]) => `${scalar(k)}: ${v}`).join(', ')} }`];
    return [`    ${key}:`, ...entries.map(([k, v]) => `      ${scalar(k)}: ${scalar(v)}`)];
}
function manifestText(m) {
    const neighbours = m.neighbours === undefined ? [] : [`neighbours: ${typeof m.neighbours === 'string' ? scalar(m.neighbours) : flowList(m.neighbours)}`];
    const lines = [
        `# yaml-language-server: $schema=${schema/* SCHEMA_URL */.cZ}`,
        '# Written by `mcp-tool-rank init`: for each tool, a query in the words of its own name (and,',
        '# for a one-word name, the first words of its description), then up to two other wordings of',
        '# it that find the tool today, each expecting the tool within the cut of every engine.',
        '# Rewrite the queries in the words your users would search with, then run',
        '# `npx mcp-tool-rank check`.',
        'version: 1',
        ...(m.engines?.length ? [`engines: ${flowList(m.engines)}`] : []),
        'servers:',
        '  # The name users give the server in their client: it is part of every tool name',
        `  # (mcp__${m.server}__…) and the clients rank it too.`,
        `  ${scalar(m.server)}:`,
        ...serverLines(m),
        ...neighbours,
        m.queries.length ? 'queries:' : 'queries: []'
    ];
    for (const q of m.queries) {
        lines.push(`  - query: ${scalar(q.query)}`, `    expect: ${scalar(q.expect)}`, ...perEngineLines('rank', q.rank), ...perEngineLines('known_failure', q.knownFailure));
    }
    return lines.join('\n') + '\n';
}

// EXTERNAL MODULE: ./src/catalog/sanitize.ts
var sanitize = __webpack_require__(2252);
// EXTERNAL MODULE: ./src/util/words.ts
var util_words = __webpack_require__(333);
;// CONCATENATED MODULE: ./src/init/queries.ts
/** The first queries `init` writes: one per tool, in the words its own name and description use. */


/** A one-word name says too little to search with: add this many words of the description. */
const DESCRIPTION_WORDS = 2;
/**
 * The query for a tool: its name's words (`create_issue` → `create issue`), and for a
 * one-word name the first words of its description that are not stop words
 * (`whoami`, "Return the authenticated user" → `whoami return authenticated`).
 * Empty when neither has a word.
 */
function queryFor(tool) {
    const words = (0,util_words/* nameWords */.Lo)(tool.name);
    if (words.length < 2) {
        const extra = (0,util_words/* nameWords */.Lo)(tool.description).filter((w) => w.length > 1 && !/^\d+$/.test(w) && !util_words/* STOP_WORDS */.$k.has(w) && !words.includes(w));
        words.push(...[...new Set(extra)].slice(0, DESCRIPTION_WORDS));
    }
    return words.join(' ');
}
/**
 * Why an expectation fails today, naming the tool the client shows first instead. `named`
 * says the engine in the text, for a mark that is not already under that engine's key.
 */
function failureNote(expected, result, named) {
    const rank = result.expectations.find((e) => e.kind === 'expect' && e.tool === expected)?.rank ?? null;
    const under = named ? ` under ${result.engine}` : '';
    const standing = rank === null ? `does not rank${under}` : `ranks #${rank}${under} (top ${result.maxResults})`;
    const winner = result.results[0];
    return winner === undefined ? `${standing}; no tool ranks for this query` : `${standing}; ${(0,sanitize/* shortToolName */.Ow)(winner)} wins`;
}

;// CONCATENATED MODULE: ./src/init/draft.ts








/** What init would write is not a valid manifest: said with positions in that text, since no file holds it. */
class DraftError extends src_errors/* UsageError */.e {
    issues;
    constructor(issues) {
        super(`the manifest init would write is not valid, so nothing was written:\n${issues.map((i) => `  line ${i.line}, column ${i.col}: ${i.message}`).join('\n')}`);
        this.issues = issues;
        this.name = 'DraftError';
    }
}
/** What `fn` does with manifest text that is not (yet) in a file: its manifest problems become a DraftError, never `file:line:col` of a file that does not exist. */
function inDraft(fn) {
    try {
        return fn();
    }
    catch (err) {
        if (err instanceof manifest_errors/* ManifestError */.Sh)
            throw new DraftError(err.issues);
        throw err;
    }
}
/** Parses manifest text that is not (yet) in a file (see inDraft). */
function parseDraft(text, file) {
    return inDraft(() => (0,load/* parseManifest */.Ng)(text, file));
}
/** How many other wordings of its own-name query `init` writes per tool. */
const PHRASINGS_PER_TOOL = 2;
/** How the manifest names a tool: its bare name, unless another tool of the catalog (a neighbour's too) shares it. */
function refOf(tool, tools) {
    return tools.filter((t) => t.rawName === tool.rawName).length === 1 ? tool.rawName : `${tool.rawServer}/${tool.rawName}`;
}
/**
 * The key of each engine id in a per-engine mapping: the engine as `engines:` names it, unless
 * that is a family name (`claude-code`) another listed engine shares, which as a key would set
 * the whole family; then its id.
 */
function engineKeys(written) {
    const engines = written.map((name) => ({ name, engine: (0,registry/* resolveEngine */.F0)(name) }));
    return new Map(engines.map(({ name, engine }) => {
        const shared = name === engine.family && engines.filter((e) => e.engine.family === engine.family).length > 1;
        return [engine.id, shared ? engine.id : name];
    }));
}
/** Values by engine id as a mapping by the manifest's keys. */
function byKey(values, keys) {
    return Object.fromEntries(values.map(([id, v]) => [keys.get(id) ?? id, v]));
}
/** One value per engine as the manifest writes it: a scalar when every engine has the same, else a mapping by key. */
function perEngine(values, all, keys) {
    if (values.length === 0)
        return undefined;
    if (values.length === all && values.every(([, v]) => v === values[0][1]))
        return values[0][1];
    return byKey(values, keys);
}
/** What the manifest says for a query, from how its tool ranks under each engine today. */
function judged(query, tool, engines, keys, ranks) {
    const failing = engines.filter((e) => !e.pass);
    const single = engines.length === 1;
    const marks = failing.map((e) => [e.engine, failureNote(tool, e, single)]);
    // A mark per engine, never one for all: each names its own winner, and a new engine is judged.
    const knownFailure = single ? marks[0]?.[1] : marks.length ? byKey(marks, keys) : undefined;
    // An always-loaded tool has no rank: it is visible without a search.
    const ranked = ranks ? engines.filter((e) => e.pass).flatMap((e) => {
        const rank = e.expectations.find((x) => x.tool === tool)?.rank ?? null;
        return rank === null ? [] : [[e.engine, rank]];
    }) : [];
    const rank = perEngine(ranked, engines.length, keys);
    return { ...query, ...(rank !== undefined ? { rank } : {}), ...(knownFailure !== undefined ? { knownFailure } : {}) };
}
/** The manifest for the server `options.base.server` of `catalog` (its neighbours after it), checked to pass as written. */
function draftManifest(catalog, options) {
    const own = catalog.tools.filter((t) => t.rawServer === options.base.server);
    const skipped = [];
    const drafts = [];
    for (const tool of own) {
        const query = queryFor(tool);
        if (query)
            drafts.push({ query: { query, expect: refOf(tool, catalog.tools) }, tool });
        else
            skipped.push(tool.rawName);
    }
    // Both rankings are of the same catalog: prepare it once.
    const prepared = new Map();
    const today = inDraft(() => (0,evaluate/* evaluate */._3)(parseDraft(manifestText({ ...options.base, queries: drafts.map((d) => d.query) }), options.config), catalog, { advice: false, wording: false, prepared }));
    const keys = engineKeys(options.base.engines?.length ? options.base.engines : registry/* DEFAULT_ENGINES */.oi);
    const failing = drafts.flatMap((d, i) => {
        const engines = Object.values(today.queries[i].engines).filter((e) => !e.pass).map((e) => e.engine);
        return engines.length ? [{ tool: d.query.expect, engines }] : [];
    });
    const queries = drafts.flatMap((d, i) => {
        const results = Object.values(today.queries[i].engines);
        const own = { query: judged(d.query, d.tool.id, results, keys, options.ranks), own: true };
        if (!options.inflector)
            return [own];
        // Other wordings that find the tool today under every engine, ranked on the catalog just judged.
        const engines = results.map((r) => ({ engine: (0,registry/* resolveEngine */.F0)(r.engine), prepared: prepared.get(r.engine), maxResults: r.maxResults }));
        const phrasings = (0,wording/* phrasingsFor */.DG)({ tool: d.tool, query: d.query.query, engines, inflector: options.inflector, count: PHRASINGS_PER_TOOL });
        // Found within every cut by construction: no rank, no known_failure.
        return [own, ...phrasings.map((query) => ({ query: { query, expect: d.query.expect }, own: false }))];
    });
    // What is written must pass `check` as it is: rank it once more, as check will, and leave
    // out the other wordings that pass only on a tie at the cut (a pass `check` calls fragile).
    const rank = (qs) => {
        const text = manifestText({ ...options.base, queries: qs });
        return { text, evaluation: inDraft(() => (0,evaluate/* evaluate */._3)(parseDraft(text, options.config), catalog, { advice: false, wording: false, prepared })) };
    };
    let { text, evaluation } = rank(queries.map((q) => q.query));
    const fragile = (i) => Object.values(evaluation.queries[i].engines).some((e) => e.expectations.some((x) => x.fragile));
    const kept = queries.filter((q, i) => q.own || !fragile(i));
    if (kept.length < queries.length)
        ({ text, evaluation } = rank(kept.map((q) => q.query)));
    const phrased = new Set(kept.filter((q) => !q.own).map((q) => q.query.expect));
    const unphrased = options.inflector ? drafts.map((d) => d.query.expect).filter((ref) => !phrased.has(ref)) : [];
    if (evaluation.summary.failed > 0)
        throw new Error(`init drafted ${evaluation.summary.failed} failing quer${evaluation.summary.failed === 1 ? 'y' : 'ies'}`);
    return { text, evaluation, skipped, failing, unphrased };
}

// EXTERNAL MODULE: ./src/version.ts
var version = __webpack_require__(311);
// EXTERNAL MODULE: ./src/init/package-manager.ts
var package_manager = __webpack_require__(4672);
;// CONCATENATED MODULE: ./src/init/workflow.ts
/**
 * The workflow `init` writes: the README's (a test keeps the README's copy equal to this for a
 * Node project with npm), with the set-up steps of the repository's package manager: the
 * usual setup actions, its cache where a lock file is tracked, and its own install and build
 * commands, which are also the base side's `setup`.
 */


const DEFAULT_WORKFLOW = '.github/workflows/mcp-tool-rank.yml';
/** The action's reference, at the major version of this release (`@v1`). */
const ACTION_REF = `mcp-tool-rank/mcp-tool-rank@v${version/* VERSION */.x.split('.')[0]}`;
/** pnpm/action-setup needs a version unless package.json's `packageManager` names one. */
const PNPM_VERSION = 10;
/** A `uses:` step with its `with:` inputs, those given. */
function uses(action, inputs = {}) {
    const given = Object.entries(inputs).filter((e) => e[1] !== undefined);
    return [`      - uses: ${action}`, ...(given.length ? ['        with:', ...given.map(([k, v]) => `          ${k}: ${v}`)] : [])];
}
function nodeSteps(t) {
    const cache = t.lockFile !== undefined && t.manager !== 'bun' ? t.manager : undefined;
    return [
        // Before setup-node: its pnpm cache asks pnpm where the store is.
        ...(t.manager === 'pnpm' ? uses('pnpm/action-setup@v4', { version: t.packageManagerField ? undefined : PNPM_VERSION }) : []),
        ...(t.manager === 'yarn' && t.packageManagerField ? ['      - run: corepack enable'] : []),
        ...uses('actions/setup-node@v5', { 'node-version': 24, cache }),
        ...(t.manager === 'bun' ? uses('oven-sh/setup-bun@v2') : [])
    ];
}
function pythonSteps(t) {
    if (t.manager === 'uv')
        return uses('astral-sh/setup-uv@v6');
    const version = t.versionFile ? { 'python-version-file': t.versionFile } : { 'python-version': "'3.x'" };
    const cache = t.manager === 'pip' || t.lockFile !== undefined ? t.manager : undefined;
    // setup-python's poetry cache asks poetry where its cache is: poetry comes first (pipx is on the runners).
    return [...(t.manager === 'poetry' ? ['      - run: pipx install poetry'] : []), ...uses('actions/setup-python@v6', { ...version, cache })];
}
function buildSteps(toolchain) {
    const setup = (0,package_manager/* setupCommand */.R3)(toolchain);
    if (toolchain.kind === 'none' || setup === undefined)
        return ['      # Add the steps your server needs before it can start.'];
    const tools = toolchain.kind === 'node' ? nodeSteps(toolchain) : pythonSteps(toolchain);
    return [...tools, '      # Whatever your server needs before it can start.', `      - run: ${setup}`];
}
function workflowYaml(toolchain, config, file = DEFAULT_WORKFLOW) {
    const setup = (0,package_manager/* setupCommand */.R3)(toolchain);
    const baseSetup = setup === undefined ? [] : ['          # Without a committed lock file, the base commit is checked out and built like this:', `          setup: ${setup}`];
    return [
        `# ${file}`,
        'name: MCP tool search',
        '',
        'on:',
        '  pull_request:',
        '  push:',
        '    branches: [main]',
        '',
        'permissions:',
        '  contents: read',
        '  pull-requests: write # the sticky PR comment',
        '',
        '# One run per PR at a time: a new push cancels the run it makes stale.',
        'concurrency:',
        '  group: mcp-tool-rank-${{ github.event.pull_request.number || github.ref }}',
        '  cancel-in-progress: true',
        '',
        'jobs:',
        '  rank:',
        '    runs-on: ubuntu-latest',
        '    steps:',
        '      - uses: actions/checkout@v5',
        ...buildSteps(toolchain),
        `      - uses: ${ACTION_REF}`,
        '        with:',
        `          config: ${config}`,
        ...baseSetup,
        ''
    ].join('\n');
}

;// CONCATENATED MODULE: ./src/init/init.ts
/**
 * `init`: finds how the repository starts its server, starts it, and writes a manifest whose
 * every query passes `check` today (each tool within each engine's cut, or a `known_failure`
 * naming the tool that wins), plus the workflow that runs it on pull requests.
 */
















const exists = (path) => (0,promises_.access)(path).then(() => true, () => false);
/** `--neighbours` as the manifest writes it: `popular`, or the names (each option may list several, comma-separated). */
function neighboursOf(given, server) {
    if (given === undefined || given.length === 0)
        return undefined;
    const names = given.flatMap((g) => g.split(',')).map((n) => n.trim()).filter(Boolean);
    const value = names.length === 1 && names[0] === 'popular' ? 'popular' : names;
    const problems = [];
    (0,manifest_neighbours/* checkNeighbours */.r)(value, server === undefined ? [] : [server], (_path, message) => problems.push(message));
    if (problems.length)
        throw new src_errors/* UsageError */.e(`--neighbours: ${problems.join('; ')}`);
    return value;
}
/** `--timeout` as the manifest writes it. */
function timeoutOf(given) {
    if (given === undefined)
        return undefined;
    let ms;
    try {
        ms = (0,duration/* parseDuration */.E9)(given);
    }
    catch {
        throw new src_errors/* UsageError */.e(`--timeout must be a duration such as \`30s\` or \`2m\`, got \`${given}\``);
    }
    const problem = (0,duration/* timeoutProblem */.n4)(given, ms);
    if (problem)
        throw new src_errors/* UsageError */.e(`--timeout ${problem}`);
    return (0,duration/* formatDuration */.a3)(ms);
}
async function runInit(options) {
    const configPath = (0,external_node_path_.resolve)(options.cwd, options.config);
    const workflowPath = (0,external_node_path_.resolve)(options.cwd, options.workflow);
    if (!options.force) {
        const present = [];
        for (const [shown, path] of [[options.config, configPath], [options.workflow, workflowPath]])
            if (await exists(path))
                present.push(shown);
        if (present.length > 0)
            throw new src_errors/* UsageError */.e(`${present.join(' and ')} already ${present.length === 1 ? 'exists' : 'exist'}; pass --force to overwrite`);
    }
    // Every option first, so that a mistake stops init before any server starts.
    for (const id of options.engines ?? [])
        (0,registry/* resolveEngine */.F0)(id);
    const timeout = timeoutOf(options.timeout);
    neighboursOf(options.neighbours, options.name);
    const detected = await (0,detect/* detectServer */.R2)(options.cwd, { ...options, path: options.callerEnv.PATH });
    const missing = await (0,detect/* missingProgram */.HN)(detected, options.callerEnv.PATH);
    if (missing)
        throw new src_errors/* UsageError */.e(missing);
    const ctx = { baseDir: options.cwd, callerEnv: options.callerEnv };
    const probe = { server: detected.name ?? 'server', entry: detected.entry, ...(timeout ? { timeout } : {}), queries: [] };
    const [collected] = (await (0,pipeline/* collectManifest */.YP)(parseDraft(manifestText(probe), options.config), ctx)).listings;
    if (collected.tools.length === 0)
        throw new errors/* CollectError */.h(probe.server, 'lists no tools: there is nothing to write a query for');
    // Without a package or project name, the server's own name (serverInfo) is the best guess.
    const name = detected.name ?? (0,detect/* serverName */.L5)(collected.serverInfo?.name ?? (0,external_node_path_.basename)(options.cwd));
    const listing = { ...collected, name };
    const neighbours = neighboursOf(options.neighbours, name);
    const base = { ...probe, server: name, ...(options.engines?.length ? { engines: options.engines } : {}), ...(neighbours ? { neighbours } : {}) };
    // The catalog check will rank: the server as listed, its neighbours connected after it.
    const neighbourListings = await (0,bundled/* loadNeighbours */.BY)((0,manifest_neighbours/* neighbourRefs */.K)(neighbours, [name], () => ({ line: 1, col: 1 })).map((n) => n.name));
    const draft = draftManifest((0,build/* buildCatalog */.oY)([listing, ...neighbourListings]), { config: options.config, base, ranks: options.ranks === true, inflector: wording/* inflector */.b$ });
    await (0,write_file/* writeUserFile */.f)(options.config, configPath, draft.text);
    await (0,write_file/* writeUserFile */.f)(options.workflow, workflowPath, workflowYaml(detected.toolchain, options.config, options.workflow));
    return { detected, name, listing, evaluation: draft.evaluation, skipped: draft.skipped, failing: draft.failing, unphrased: draft.unphrased };
}

// EXTERNAL MODULE: ./src/util/plural.ts
var plural = __webpack_require__(1976);
// EXTERNAL MODULE: ./src/util/sanitize-text.ts
var sanitize_text = __webpack_require__(741);
// EXTERNAL MODULE: ./src/cli/command.ts
var command = __webpack_require__(3567);
// EXTERNAL MODULE: ./src/cli/options.ts
var options = __webpack_require__(776);
// EXTERNAL MODULE: ./src/cli/output.ts + 1 modules
var output = __webpack_require__(3091);
;// CONCATENATED MODULE: ./src/cli/init.ts










const HELP = `Usage: mcp-tool-rank init [--command CMD | --url URL] [--engine ID]... [--neighbours LIST] [--ranks] [--force]

Finds how this repository starts its MCP server (package.json \`bin\`, \`main\` or
\`scripts.start\`, else pyproject.toml \`[project.scripts]\`, else --command or --url) and its
package manager (from the lock files git tracks), starts the server, collects its tools and
writes a manifest with one query per tool, in the tool's own words, each expecting its tool
within every engine's cut (a query that fails today is marked \`known_failure\` for that
engine, naming the tool that wins), so that \`check\` passes at once. Also writes the GitHub
workflow that runs the check on pull requests, with the package manager's set-up steps.
Run it at the repository root, after building the server.

Options:
      --command CMD   the command that starts the stdio server, e.g. "node dist/server.js"
      --url URL       the URL of the running HTTP server
      --bin NAME      the package.json bin to start, when there are several
      --name NAME     the server's name in the manifest (default: from the package name)
      --timeout TIME  the server's start-up and request timeout, written to the manifest
                      (default 30s), e.g. 2m
${options/* CONFIG_HELP */.hF}
      --workflow FILE the workflow to write (default ${DEFAULT_WORKFLOW})
  -e, --engine ID     rank with these engines (repeatable; default: the manifest default)
      --neighbours LIST  rank among these bundled neighbours, comma-separated, or popular
      --ranks         also expect today's rank of each tool (per engine where they differ)
      --force         overwrite the manifest and workflow when they exist
  -h, --help          this help`;
function describeEntry(entry) {
    if ('url' in entry)
        return entry.url;
    return [entry.command, ...(entry.args ?? [])].join(' ');
}
/** A path for a shell command line, quoted when it needs to be. */
function shellWord(word) {
    return /^[\w./@%+=:,-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}
/** What init found and wrote, what to do next, and the plain truth about its queries. */
function initReport(result, config, workflow, style) {
    const { detected, listing, name, evaluation } = result;
    const { queries, passed, knownFailures } = evaluation.summary;
    const manager = (0,package_manager/* describeToolchain */.jg)(detected.toolchain);
    const passedOver = detected.passedOver.map((p) => `${p}; `).join('');
    const lines = [
        `${passedOver}found the server in ${detected.found}: ${(0,sanitize_text/* plainText */.w)(describeEntry(detected.entry), 200)}`,
        ...(manager ? [`package manager: ${manager}`] : []),
        `collected ${(0,sanitize_text/* plainText */.w)(name, 60)} (${listing.source}, ${(0,plural/* plural */.L)(listing.tools.length, 'tool')})`,
        `wrote ${config}: ${(0,plural/* plural */.L)(queries, 'query', 'queries')}, ${passed} passing today${knownFailures ? `, ${(0,plural/* plural */.L)(knownFailures, 'known failure')}` : ''}`,
        `wrote ${workflow}`
    ];
    if (result.skipped.length)
        lines.push(style.yellow(`warning: no query for ${result.skipped.map((t) => `\`${(0,sanitize_text/* plainText */.w)(t, 60)}\``).join(', ')}: no word in its name or description`));
    const configFlag = config === load/* DEFAULT_MANIFEST */.mj ? '' : ` --config ${shellWord(config)}`;
    lines.push('', 'next:', `  npx mcp-tool-rank check${configFlag}`, `  git add ${shellWord(config)} ${shellWord(workflow)} && git commit -m "Test how findable our MCP tools are"`, '');
    lines.push(`Each tool's first query is its own name, which finds it easily, and the next are other wordings of it that find it today: rewrite the \`query:\` lines in ${config} in the words your users would search with (\`npx mcp-tool-rank rank "QUERY" --explain\` shows why a tool ranks where it does).`);
    if (result.unphrased.length) {
        lines.push(style.yellow(`no other wording finds ${(0,plural/* plural */.L)(result.unphrased.length, 'tool')} under every engine today: ${result.unphrased.map((t) => (0,sanitize_text/* plainText */.w)(t, 60)).join(', ')}`));
    }
    if (result.failing.length) {
        const failing = result.failing.map((f) => `${(0,sanitize_text/* plainText */.w)(f.tool, 60)} (${f.engines.join(', ')})`);
        lines.push(style.yellow(`${(0,plural/* plural */.L)(result.failing.length, 'tool')} already ${result.failing.length === 1 ? 'fails' : 'fail'} today by ${result.failing.length === 1 ? 'its' : 'their'} own words, marked known_failure: ${failing.join(', ')}`));
    }
    return lines.join('\n') + '\n';
}
/* harmony default export */ const init = ((0,command/* defineCommand */.NB)({
    help: HELP,
    options: {
        command: { type: 'string' },
        url: { type: 'string' },
        bin: { type: 'string' },
        name: { type: 'string' },
        ...options/* CONFIG_OPTION */.dG,
        workflow: { type: 'string' },
        ...options/* ENGINE_OPTION */.fx,
        neighbours: { type: 'string', multiple: true },
        timeout: { type: 'string' },
        ranks: { type: 'boolean' },
        force: { type: 'boolean' }
    },
    async run(values) {
        const config = (0,options/* configOf */.W1)(values);
        const workflow = values.workflow ?? DEFAULT_WORKFLOW;
        const result = await runInit({
            cwd: process.cwd(),
            config,
            workflow,
            command: values.command,
            url: values.url,
            bin: values.bin,
            name: values.name,
            engines: values.engine,
            neighbours: values.neighbours,
            timeout: values.timeout,
            ranks: values.ranks === true,
            force: values.force === true,
            callerEnv: process.env
        });
        process.stdout.write(initReport(result, config, workflow, (0,output/* stdoutStyle */.jK)()));
        return exit_codes/* ExitCode */.y.Ok;
    }
}));


/***/ })

};
