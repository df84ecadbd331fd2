export const id = 766;
export const ids = [766];
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

/***/ 3761:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   "default": () => (__WEBPACK_DEFAULT_EXPORT__)
/* harmony export */ });
/* harmony import */ var _exit_codes_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1084);
/* harmony import */ var _report_findings_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8188);
/* harmony import */ var _lint_run_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4760);
/* harmony import */ var _pipeline_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9155);
/* harmony import */ var _report_json_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(2794);
/* harmony import */ var _util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(741);
/* harmony import */ var _report_sarif_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(643);
/* harmony import */ var _version_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(311);
/* harmony import */ var _command_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3567);
/* harmony import */ var _options_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(776);
/* harmony import */ var _progress_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(9851);
/* harmony import */ var _output_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(3091);












const HELP = `Usage: mcp-tool-rank lint [--config FILE] [--engine ID]... [--sarif FILE] [--json FILE]

Starts the manifest's servers, collects tools/list and checks the tools for what makes them
hard to find: shared boilerplate, notes naming other tools, names the clients cut or misread,
descriptions past the client's cut, tools their own name does not find, tools no query
covers. Stored catalogs (\`catalog:\`) are competitors: linted only when the manifest starts
no server. Rule levels come from the manifest's \`lint.rules\`; docs/lint-rules.md has
each rule with a bad and a good example.

Options:
${_options_js__WEBPACK_IMPORTED_MODULE_6__/* .CONFIG_HELP */ .hF}
  -e, --engine ID     check with this engine instead of the manifest's (repeatable)
      --sarif FILE    also write the findings as SARIF 2.1.0 (GitHub code scanning)
      --json FILE     also write the findings as JSON (FILE \`-\`: stdout, the text then
                      goes to stderr)
${_options_js__WEBPACK_IMPORTED_MODULE_6__/* .VERBOSE_HELP */ .P7}
  -h, --help          this help

Exit codes: 0 no error-level finding, 1 an error-level finding, 2 manifest, server or usage error.`;
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = ((0,_command_js__WEBPACK_IMPORTED_MODULE_5__/* .defineCommand */ .NB)({
    help: HELP,
    options: { ..._options_js__WEBPACK_IMPORTED_MODULE_6__/* .CONFIG_OPTION */ .dG, ..._options_js__WEBPACK_IMPORTED_MODULE_6__/* .ENGINE_OPTION */ .fx, sarif: { type: 'string' }, json: { type: 'string' }, ..._options_js__WEBPACK_IMPORTED_MODULE_6__/* .VERBOSE_OPTION */ .Xi },
    async run(values) {
        const config = (0,_options_js__WEBPACK_IMPORTED_MODULE_6__/* .configOf */ .W1)(values);
        const { out, style } = (0,_output_js__WEBPACK_IMPORTED_MODULE_8__/* .readerOutput */ .$C)({ json: values.json, sarif: values.sarif });
        const { manifest, catalog } = await (0,_pipeline_js__WEBPACK_IMPORTED_MODULE_3__/* .loadAndCollect */ .A7)({ config, baseDir: process.cwd(), callerEnv: process.env, progress: (0,_progress_js__WEBPACK_IMPORTED_MODULE_7__/* .cliProgress */ .o)(values.verbose === true) });
        const findings = (0,_lint_run_js__WEBPACK_IMPORTED_MODULE_2__/* .lintManifest */ .XR)(manifest, catalog, { engines: values.engine });
        const live = manifest.servers.filter((s) => s.kind !== 'catalog');
        const linted = live.length > 0 ? live : manifest.servers;
        const competitors = manifest.servers.filter((s) => !linted.includes(s));
        const head = [`mcp-tool-rank lint · ${config} · ${linted.map((s) => (0,_util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_9__/* .plainText */ .w)(s.name, 60)).join(', ')}`];
        if (competitors.length)
            head.push(style.dim(`stored catalogs compete but are not linted: ${competitors.map((s) => (0,_util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_9__/* .plainText */ .w)(s.name, 60)).join(', ')}`));
        if (manifest.neighbours.length)
            head.push(style.dim(`neighbours compete but are not linted: ${manifest.neighbours.map((n) => n.name).join(', ')}`));
        out.write([style.bold(head[0]), ...head.slice(1), '', (0,_report_findings_text_js__WEBPACK_IMPORTED_MODULE_1__/* .findingsReport */ .n)(findings, config, style)].join('\n'));
        if (values.json)
            await (0,_output_js__WEBPACK_IMPORTED_MODULE_8__/* .writeJson */ .GF)(values.json, { version: _report_json_js__WEBPACK_IMPORTED_MODULE_10__/* .REPORT_VERSION */ .Aj, manifest: config, findings });
        if (values.sarif)
            await (0,_output_js__WEBPACK_IMPORTED_MODULE_8__/* .writeJson */ .GF)(values.sarif, (0,_report_sarif_js__WEBPACK_IMPORTED_MODULE_4__/* .sarifReport */ ._)(findings, { manifestFile: (0,_output_js__WEBPACK_IMPORTED_MODULE_8__/* .manifestPath */ .ji)(config), version: _version_js__WEBPACK_IMPORTED_MODULE_11__/* .VERSION */ .x, levels: manifest.lintRules }));
        return (0,_lint_run_js__WEBPACK_IMPORTED_MODULE_2__/* .lintFailsGate */ .Kf)(findings) ? _exit_codes_js__WEBPACK_IMPORTED_MODULE_0__/* .ExitCode */ .y.Failed : _exit_codes_js__WEBPACK_IMPORTED_MODULE_0__/* .ExitCode */ .y.Ok;
    }
}));


/***/ }),

/***/ 9851:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   o: () => (/* binding */ cliProgress)
/* harmony export */ });
/* unused harmony export plainProgress */
/* harmony import */ var _util_duration_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6518);
/* harmony import */ var _util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(741);
/* harmony import */ var _util_progress_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5365);
/* harmony import */ var _util_plural_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1976);
/**
 * Progress of long steps on stderr: on a terminal one line that updates in place (the step,
 * how far it is, the time it has taken); with --verbose or in CI plain lines instead, one when
 * a step starts and one when it ends; elsewhere (a pipe, a script) nothing. Never on stdout.
 */




/** Steps shorter than this leave no line behind on a terminal. */
const LASTING_MS = 1000;
const REDRAW_MS = 200;
/** CI services set CI (to `true`, `1`, or a name); `false` and `0` say it is not one. */
function inCI(env) {
    return env.CI !== undefined && !['', '0', 'false'].includes(env.CI.toLowerCase());
}
function cliProgress(verbose, stream = process.stderr, env = process.env) {
    if (verbose || inCI(env))
        return plainProgress(stream);
    if (stream.isTTY && env.TERM !== 'dumb')
        return liveProgress(stream);
    return _util_progress_js__WEBPACK_IMPORTED_MODULE_1__/* .SILENT */ .q;
}
const now = () => performance.now();
function plainProgress(stream) {
    return {
        async step(title, run) {
            const started = now();
            stream.write(`▸ ${(0,_util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_2__/* .plainText */ .w)(title, 300)}…\n`);
            const result = await run();
            stream.write(`▸ ${(0,_util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_2__/* .plainText */ .w)(title, 300)}: done in ${(0,_util_duration_js__WEBPACK_IMPORTED_MODULE_0__/* .formatElapsed */ .C7)(now() - started)}\n`);
            return result;
        },
        note: (message) => void stream.write(`  ${(0,_util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_2__/* .plainText */ .w)(message, 500)}\n`),
        advance: () => undefined
    };
}
function liveProgress(stream) {
    const stack = [];
    let timer;
    const width = () => Math.max(20, (stream.columns || 80) - 1);
    const fit = (line) => (line.length > width() ? line.slice(0, width() - 1) + '…' : line);
    const draw = () => {
        const top = stack[stack.length - 1];
        if (!top)
            return;
        const path = stack.map((s) => s.title).join(' › ');
        stream.write(`\r\u001b[K${fit(`${path}${top.detail ? `: ${top.detail}` : ''} · ${(0,_util_duration_js__WEBPACK_IMPORTED_MODULE_0__/* .formatElapsed */ .C7)(now() - stack[0].started)}`)}`);
    };
    return {
        async step(title, run) {
            stack.push({ title: (0,_util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_2__/* .plainText */ .w)(title, 300), started: now(), detail: '' });
            draw();
            // A timer that keeps no process alive: the elapsed time moves while the step waits.
            timer ??= setInterval(draw, REDRAW_MS).unref();
            try {
                return await run();
            }
            finally {
                const done = stack.pop();
                const took = now() - done.started;
                if (stack.length === 0) {
                    clearInterval(timer);
                    timer = undefined;
                    stream.write('\r\u001b[K');
                    if (took >= LASTING_MS)
                        stream.write(`${fit(`${done.title}: ${(0,_util_duration_js__WEBPACK_IMPORTED_MODULE_0__/* .formatElapsed */ .C7)(took)}`)}\n`);
                }
                else
                    draw();
            }
        },
        note(message) {
            const top = stack[stack.length - 1];
            if (!top)
                return;
            top.detail = (0,_util_sanitize_text_js__WEBPACK_IMPORTED_MODULE_2__/* .plainText */ .w)(message, 200);
            draw();
        },
        advance(done, total) {
            const top = stack[stack.length - 1];
            if (!top)
                return;
            top.detail = `${(0,_util_plural_js__WEBPACK_IMPORTED_MODULE_3__/* .formatCount */ .B)(done)} of ${(0,_util_plural_js__WEBPACK_IMPORTED_MODULE_3__/* .formatCount */ .B)(total)}`;
            draw();
        }
    };
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
