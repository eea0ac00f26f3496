// iss.mjs drives the Interactive Sudoku Solver (ISS) beside this module's
// solver: it converts ISS's published puzzles to our Puzzle JSON, times
// ISS counting their solutions, and prints the side-by-side table.
//
//	node bench/iss/iss.mjs convert ISSDIR [max-backtracks] > bench/iss/testdata/puzzles.jsonl
//	node bench/iss/iss.mjs time ISSDIR puzzles.jsonl [rounds] > iss.jsonl
//	node bench/iss/iss.mjs check puzzles.jsonl
//	node bench/iss/iss.mjs table puzzles.jsonl iss.jsonl ours.jsonl [cpu|ms]
//
// ISSDIR is an extracted checkout of
// github.com/sigh/Interactive-Sudoku-Solver (MIT); its own test
// environment (tests/helpers/test_env.js) lets its parser, builder and
// data files load in node. Nothing of ISS is copied here: this file only
// calls it.

import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

// loadISS imports the parts of ISS the modes need from the checkout dir.
const loadISS = async (dir) => {
  const imp = (p) => import(pathToFileURL(join(resolve(dir), p)).href);
  const { ensureGlobalEnvironment } = await imp('tests/helpers/test_env.js');
  ensureGlobalEnvironment();
  const { SudokuParser } = await imp('js/sudoku_parser.js');
  const { SudokuBuilder } = await imp('js/solver/sudoku_builder.js');
  const { CellGeometry } = await imp('js/cell_geometry.js');
  const Collections = await imp('data/collections.js');
  const Examples = await imp('data/example_puzzles.js');
  const collectionsText = readFileSync(
    join(resolve(dir), 'data/collections.js'), 'utf8');
  return {
    SudokuParser, SudokuBuilder, CellGeometry, Collections, Examples,
    collectionsText,
  };
};

// exampleGroups maps the name of each puzzle of collections.js's EXAMPLES
// to the array it is listed in there (EXAMPLE_SLOW_CASES gives
// "slow cases"). EXAMPLES is exported only as the concatenation, so the
// arrays are found in the source text: each `const EXAMPLE_X = [` block,
// and the `name:` keys inside it.
const exampleGroups = (text) => {
  const groups = new Map();
  const heads = [...text.matchAll(/^const (EXAMPLE_[A-Z0-9_]+) = \[/gm)];
  heads.forEach((m, i) => {
    const end = i + 1 < heads.length ? heads[i + 1].index : text.length;
    const block = text.slice(m.index, end);
    const group = m[1].slice('EXAMPLE_'.length).toLowerCase()
      .replace(/_/g, ' ');
    for (const n of block.matchAll(/^\s*name:\s*(['"`])((?:\\.|(?!\1).)*)\1/gm)) {
      groups.set(n[2].replace(/\\(.)/g, '$1'), group);
    }
  });
  return groups;
};

// allPuzzles lists every puzzle of ISS's data files once, by name: the
// named collections first (so that a puzzle a collection borrows from the
// examples by name counts in that collection), then EXAMPLES by the array
// it is listed in, then the examples of the main page as "examples". A
// puzzle given as a bare constraint string is named collection#index.
const allPuzzles = (iss) => {
  const { Collections, Examples } = iss;
  const groups = exampleGroups(iss.collectionsText);
  const seen = new Set();
  const out = [];
  const add = (collection, cfg, i) => {
    if (!cfg || typeof cfg.input !== 'string') return;
    let name = cfg.name;
    if (!name || name === cfg.input) name = `${collection}#${i}`;
    if (seen.has(name)) return;
    seen.add(name);
    out.push({ name, collection, input: cfg.input, solution: cfg.solution });
  };
  const named = Object.entries(Collections)
    .filter(([k, v]) => Array.isArray(v) && k !== 'EXAMPLES');
  for (const [key, list] of named) {
    list.forEach((entry, i) => add(key, list.configFor(entry), i));
  }
  (Collections.EXAMPLES || []).forEach((entry, i) => {
    const cfg = Examples.resolvePuzzleConfig(entry);
    add(groups.get(cfg.name) || 'EXAMPLES', cfg, i);
  });
  Examples.DISPLAYED_EXAMPLES.forEach((entry, i) =>
    add('examples', Examples.resolvePuzzleConfig(entry), i));
  return out;
};

// cellName turns ISS's "R1C1" into our "r1c1".
const cellName = (id) => {
  const m = /^R(\d)C(\d)$/i.exec(id);
  if (!m) throw new Error('not a 9x9 cell: ' + id);
  return `r${m[1]}c${m[2]}`;
};
const cellIndex = (id) => {
  const m = /^r(\d)c(\d)$/.exec(id);
  return (m[1] - 1) * 9 + (m[2] - 1);
};
const indexName = (i) => `r${Math.floor(i / 9) + 1}c${i % 9 + 1}`;

// adjacentPairs lists the pairs of orthogonal neighbours among cells, in
// the order ISS takes them: each cell with the neighbours listed after it.
const adjacentPairs = (cells) => {
  const idx = cells.map(cellIndex);
  const pairs = [];
  idx.forEach((a, i) => {
    for (const b of idx.slice(i + 1)) {
      const d = Math.abs(a - b);
      if (d === 9 || (d === 1 && Math.floor(a / 9) === Math.floor(b / 9))) {
        pairs.push([a, b]);
      }
    }
  });
  return pairs;
};

// PAIRWISE are the ISS types that only relate neighbours along their
// cells, so that a cell listed twice (a whisper closed into a loop) means
// the same in our form.
const PAIRWISE = new Set(['Whisper', 'WhiteDot', 'BlackDot', 'X', 'V',
  'GreaterThan']);

const ODD = '1,3,5,7,9';
const EVEN = '2,4,6,8';

// convert maps one parsed ISS constraint to our Puzzle JSON. It returns
// {puzzle} or {unsupported: [types]}.
const convert = (iss, constraint) => {
  const geometry = constraint.getGeometry();
  const unsupported = new Set();
  if (geometry.numRows !== 9 || geometry.numCols !== 9 ||
    geometry.numValues !== 9 || geometry.valueOffset !== 0 ||
    geometry.gridType !== iss.CellGeometry.SUDOKU_GRID_TYPE) {
    return { unsupported: [`Shape~${geometry.name}`] };
  }
  const grid = Array(81).fill('.');
  const rules = {};
  const push = (key, v) => (rules[key] ||= []).push(v);
  const line = (kind, cells, value) => {
    const l = { kind, cells: cells.map(cellName) };
    if (value !== undefined) l.value = +value;
    push('lines', l);
  };
  const outside = (kind, cells, value) =>
    push('outside', { kind, cells: cells.map(cellName), value: +value });
  const dots = (kind, cells) => {
    for (const [a, b] of adjacentPairs(cells.map(cellName))) {
      push('dots', { cells: [indexName(a), indexName(b)], kind });
    }
  };
  let noBoxes = false;
  const jigsaw = [];
  const greater = [];
  const seen = new Set();

  constraint.forEachTopLevel((c) => {
    try {
      one(c);
    } catch (e) {
      // A cell outside the 9x9 grid, such as a variable cell of Var.
      unsupported.add(`${c.type}(${e.message})`);
    }
  });
  function one(c) {
    seen.add(c.type);
    if (Array.isArray(c.cells) && !PAIRWISE.has(c.type) &&
      new Set(c.cells).size !== c.cells.length) {
      // ISS lets a cage list a cell twice, counted twice in the sum, and
      // a line pass a cell twice; our rules take each cell once.
      unsupported.add(c.type + '(a cell twice)');
      return;
    }
    const cells = () => c.cells.map(cellName);
    switch (c.type) {
      case 'Shape':
        break;
      case 'Given': {
        const vals = c.values.map(Number).sort((a, b) => a - b).join(',');
        const cell = cellIndex(cellName(c.cell));
        if (c.values.length === 1) grid[cell] = String(c.values[0]);
        else if (vals === ODD) push('odd', indexName(cell));
        else if (vals === EVEN) push('even', indexName(cell));
        else unsupported.add('Given(candidates)');
        break;
      }
      case 'NoBoxes': noBoxes = true; break;
      case 'Jigsaw': jigsaw.push(c.cells.map(cellName)); break;
      case 'RegionSize':
        if (c.size !== 9) unsupported.add(c.type);
        break;
      case 'Diagonal':
        // ISS's direction 1 runs from r1c9 to r9c1: the anti-diagonal.
        rules[c.direction > 0 ? 'antiDiagonal' : 'mainDiagonal'] = true;
        break;
      case 'Windoku': rules.windoku = true; break;
      case 'DisjointSets': rules.disjointGroups = true; break;
      case 'AntiKnight': rules.antiKnight = true; break;
      case 'AntiKing': rules.antiKing = true; break;
      case 'AntiConsecutive': rules.nonConsecutive = true; break;
      case 'StrictKropki': rules.allWhite = true; rules.allBlack = true; break;
      case 'StrictXV': rules.allXV = true; break;
      case 'AllDifferent':
        if (c.cells.length > 9) unsupported.add(c.type + '(>9 cells)');
        else push('houses', cells());
        break;
      case 'Cage': {
        const cage = { cells: cells() };
        if (c.sum !== 0) cage.sum = c.sum;
        push('cages', cage);
        break;
      }
      case 'Sum':
        if (c.coeffs) unsupported.add('Sum(coefficients)');
        else push('cages', { cells: cells(), sum: c.sum, allowRepeats: true });
        break;
      case 'Thermo': push('thermos', cells()); break;
      case 'Arrow': {
        const cs = cells();
        push('arrows', { circle: cs.slice(0, 1), line: cs.slice(1) });
        break;
      }
      case 'PillArrow': {
        // ISS reads the pill in reading order, whatever order it is given.
        const cs = cells();
        const pill = cs.slice(0, c.pillSize)
          .sort((a, b) => cellIndex(a) - cellIndex(b));
        push('arrows', { circle: pill, line: cs.slice(c.pillSize) });
        break;
      }
      case 'WhiteDot': dots('white', c.cells); break;
      case 'BlackDot': dots('black', c.cells); break;
      case 'X': dots('x', c.cells); break;
      case 'V': dots('v', c.cells); break;
      case 'GreaterThan':
        for (const p of adjacentPairs(cells())) greater.push(p);
        break;
      case 'Quad':
        push('quadruples', {
          cell: cellName(c.topLeftCell), digits: c.values.map(Number),
        });
        break;
      case 'Whisper': line('whisper', c.cells, c.difference); break;
      case 'Renban': line('renban', c.cells); break;
      case 'Palindrome': line('palindrome', c.cells); break;
      case 'Between': line('between', c.cells); break;
      case 'Lockout': line('lockout', c.cells, c.minDiff); break;
      case 'RegionSumLine': line('regionSum', c.cells); break;
      case 'Zipper': line('zipper', c.cells); break;
      case 'Entropic': line('entropic', c.cells); break;
      case 'Modular': line('modular', c.cells, c.mod); break;
      case 'DoubleArrow': line('doubleArrow', c.cells); break;
      case 'LittleKiller':
        outside('littleKiller', c.getCells(geometry), c.value);
        break;
      case 'Sandwich': outside('sandwich', c.getCells(geometry), c.value); break;
      case 'XSum': outside('xSum', c.getCells(geometry), c.value); break;
      case 'Skyscraper':
        outside('skyscraper', c.getCells(geometry), c.value);
        break;
      default:
        unsupported.add(c.type);
    }
  }

  // Regions: NoBoxes with nine jigsaw pieces is a jigsaw; a jigsaw piece
  // kept beside the boxes is an extra house.
  if (noBoxes) {
    const region = Array(81).fill(0);
    jigsaw.forEach((piece, r) => piece.forEach((id) => {
      region[cellIndex(id)] = r + 1;
    }));
    if (jigsaw.length !== 9 || region.some((r) => r === 0)) {
      unsupported.add('NoBoxes(without 9 jigsaw pieces)');
    } else {
      rules.regions = region.join('');
    }
  } else {
    for (const piece of jigsaw) push('houses', piece);
  }
  if (seen.has('RegionSumLine') && noBoxes && !rules.regions) {
    unsupported.add('RegionSumLine(no regions)');
  }

  // Greater-than marks: a cell greater than every orthogonal neighbour is
  // a maximum, one less than every neighbour a minimum. The marks convert
  // only when such cells account for every one of them.
  if (greater.length) {
    const gt = new Set(greater.map(([a, b]) => `${a}>${b}`));
    const covered = new Set();
    for (let c = 0; c < 81; c++) {
      const nb = [c - 9, c + 9];
      if (c % 9 > 0) nb.push(c - 1);
      if (c % 9 < 8) nb.push(c + 1);
      const ns = nb.filter((n) => n >= 0 && n < 81);
      if (ns.every((n) => gt.has(`${c}>${n}`))) {
        push('maximums', indexName(c));
        ns.forEach((n) => covered.add(`${c}>${n}`));
      }
      if (ns.every((n) => gt.has(`${n}>${c}`))) {
        push('minimums', indexName(c));
        ns.forEach((n) => covered.add(`${n}>${c}`));
      }
    }
    if (covered.size !== gt.size) unsupported.add('GreaterThan(pairs)');
  }

  if (unsupported.size) return { unsupported: [...unsupported].sort() };
  const puzzle = { grid: grid.join('') };
  if (Object.keys(rules).length) puzzle.rules = rules;
  return { puzzle };
};

// family names a puzzle's kind by the rule keys it uses, for the table.
const family = (puzzle) => {
  const keys = Object.keys(puzzle.rules || {});
  if (!keys.length) return 'classic';
  const parts = new Set();
  for (const k of keys) {
    if (k === 'lines') puzzle.rules.lines.forEach((l) => parts.add(l.kind));
    else if (k === 'outside') puzzle.rules.outside.forEach((l) => parts.add(l.kind));
    else parts.add(k);
  }
  return [...parts].sort().join('+');
};

// build gives an ISS solver for a parsed constraint.
const build = (iss, constraint) =>
  iss.SudokuBuilder.build(iss.SudokuBuilder.resolveConstraint(constraint));

// solveISS counts up to two solutions with a fresh ISS solver, stopping
// after maxBacktracks backtracks (0: never), and returns the count, the
// first solution as 81 digits, and whether the cap stopped it.
const solveISS = (iss, constraint, maxBacktracks) => {
  const internal = build(iss, constraint)._internalSolver;
  let first = null;
  const mode = { maxSolutions: 2 };
  if (maxBacktracks) mode.maxBacktracks = maxBacktracks;
  internal.run(mode, (grid) => {
    // A solved cell holds one bit: bit v-1 for digit v.
    first ||= Array.from(grid.subarray(0, 81), (m) => 32 - Math.clz32(m));
  });
  const count = internal.counters.solutions;
  const capped = count < 2 &&
    internal.state !== internal.constructor.STATE_EXHAUSTED;
  return { count, solution: first && first.join(''), capped };
};

const modeConvert = async (dir, maxBacktracks) => {
  const iss = await loadISS(dir);
  for (const p of allPuzzles(iss)) {
    const out = { name: p.name, collection: p.collection, iss: p.input };
    if (p.input.startsWith('/')) {
      out.unsupported = ['script'];
      console.log(JSON.stringify(out));
      continue;
    }
    let constraint;
    try {
      constraint = iss.SudokuParser.parseText(p.input);
    } catch (e) {
      out.unsupported = ['parse error: ' + e.message];
      console.log(JSON.stringify(out));
      continue;
    }
    const r = convert(iss, constraint);
    if (r.unsupported) {
      out.unsupported = r.unsupported;
    } else {
      out.family = family(r.puzzle);
      out.puzzle = r.puzzle;
      const s = solveISS(iss, constraint, maxBacktracks);
      if (s.capped) {
        // ISS did not finish: no answer to compare with, nor a time.
        out.issCapped = maxBacktracks;
      } else {
        out.solutions = s.count;
        if (s.count === 1) out.solution = s.solution;
      }
    }
    console.log(JSON.stringify(out));
    console.error(`${p.name}: ${out.unsupported ? 'unsupported' : out.issCapped ? 'capped' : out.solutions}`);
  }
};

const readJSONL = (path) => readFileSync(path, 'utf8').split('\n')
  .filter((l) => l.trim()).map((l) => JSON.parse(l));

// modeTime times ISS's count of up to two solutions of every converted
// puzzle. The timed part builds the solver from the parsed constraint
// (ISS's optimizer runs there) and counts, as Rules.Count compiles the
// rules and counts on our side; parsing the text is outside, as reading
// the JSON is on ours. One untimed pass over the file, each search cut
// at 10000 backtracks, warms the JIT without the cost of the hard ones.
const modeTime = async (dir, file, rounds) => {
  const iss = await loadISS(dir);
  const puzzles = readJSONL(file).filter((p) => p.puzzle && !p.issCapped)
    .map((p) => ({ ...p, parsed: iss.SudokuParser.parseText(p.iss) }));
  for (const p of puzzles) solveISS(iss, p.parsed, 10000);
  for (let r = 0; r < rounds; r++) {
    for (const p of puzzles) {
      const t0 = process.hrtime.bigint();
      const c0 = process.cpuUsage();
      const n = build(iss, p.parsed).countSolutions(2);
      const c = process.cpuUsage(c0);
      const ns = Number(process.hrtime.bigint() - t0);
      console.log(JSON.stringify({
        solver: 'iss', name: p.name, collection: p.collection,
        family: p.family, round: r, ms: ns / 1e6,
        cpu: (c.user + c.system) / 1e3, count: n, status: 'ok',
      }));
    }
  }
};

// The check mode: ISS's solution of each converted puzzle must keep every
// rule of our JSON form, as the form defines it. It checks the conversion
// (a line read backwards, a pill in the wrong order) apart from both
// solvers.

const sum = (xs) => xs.reduce((a, b) => a + b, 0);
const distinct = (xs) => new Set(xs).size === xs.length;
const orth = (c) => [c - 9, c + 9, c % 9 ? c - 1 : -1, c % 9 < 8 ? c + 1 : -1]
  .filter((n) => n >= 0 && n < 81);
const boxOf = (c) => Math.floor(c / 27) * 3 + Math.floor(c % 9 / 3);

// lineOK reports whether the digits xs keep a line of the given kind.
const lineOK = (l, xs, regionOf) => {
  const n = xs.length;
  const lo = Math.min(xs[0], xs[n - 1]);
  const hi = Math.max(xs[0], xs[n - 1]);
  const mid = xs.slice(1, -1);
  const pairs = (f) => xs.slice(1).every((x, i) => f(xs[i], x));
  switch (l.kind) {
    case 'whisper': return pairs((a, b) => Math.abs(a - b) >= (l.value ?? 5));
    case 'renban': return distinct(xs) && Math.max(...xs) - Math.min(...xs) === n - 1;
    case 'palindrome': return xs.every((x, i) => x === xs[n - 1 - i]);
    case 'between': return mid.every((x) => x > lo && x < hi);
    case 'lockout':
      return hi - lo >= (l.value ?? 4) && mid.every((x) => x < lo || x > hi);
    case 'zipper': {
      const t = n % 2 ? xs[(n - 1) / 2] : xs[0] + xs[n - 1];
      return xs.slice(0, n >> 1).every((x, i) => x + xs[n - 1 - i] === t);
    }
    case 'entropic':
      return xs.every((_, i) => i + 3 > n ||
        distinct(xs.slice(i, i + 3).map((x) => Math.floor((x - 1) / 3))));
    case 'modular': {
      const m = l.value ?? 3;
      return xs.every((_, i) => i + m > n ||
        distinct(xs.slice(i, i + m).map((x) => x % m)));
    }
    case 'doubleArrow': return xs[0] + xs[n - 1] === sum(mid);
    case 'regionSum': {
      const cs = l.cells.map(cellIndex);
      const sums = [];
      cs.forEach((c, i) => {
        if (i === 0 || regionOf(c) !== regionOf(cs[i - 1])) sums.push(0);
        sums[sums.length - 1] += xs[i];
      });
      return new Set(sums).size === 1;
    }
  }
  return false;
};

// outsideOK reports whether the digits xs, from the clue inward, keep an
// outside clue.
const outsideOK = (o, xs) => {
  switch (o.kind) {
    case 'littleKiller': return sum(xs) === o.value;
    case 'sandwich': {
      const [a, b] = [xs.indexOf(1), xs.indexOf(9)].sort((p, q) => p - q);
      return sum(xs.slice(a + 1, b)) === o.value;
    }
    case 'xSum': return sum(xs.slice(0, xs[0])) === o.value;
    case 'skyscraper': {
      let top = 0;
      return xs.filter((x) => x > top && (top = x)).length === o.value;
    }
  }
  return false;
};

// broken lists the rules of puzzle p that the 81 digits d break.
const broken = (p, d) => {
  const R = p.rules || {};
  const v = (id) => d[cellIndex(id)];
  const bad = [];
  const need = (ok, what) => { if (!ok) bad.push(what); };
  [...p.grid].forEach((g, i) => need(g === '.' || +g === d[i], 'given ' + indexName(i)));
  const regionOf = R.regions ? (c) => +R.regions[c] : boxOf;
  const houses = [];
  for (let i = 0; i < 9; i++) {
    houses.push([...Array(9)].map((_, j) => i * 9 + j));
    houses.push([...Array(9)].map((_, j) => j * 9 + i));
  }
  const byRegion = new Map();
  for (let c = 0; c < 81; c++) {
    if (!byRegion.has(regionOf(c))) byRegion.set(regionOf(c), []);
    byRegion.get(regionOf(c)).push(c);
  }
  houses.push(...byRegion.values());
  if (R.mainDiagonal) houses.push([...Array(9)].map((_, i) => i * 10));
  if (R.antiDiagonal) houses.push([...Array(9)].map((_, i) => i * 8 + 8));
  if (R.windoku) {
    for (const t of [10, 14, 46, 50]) {
      houses.push([...Array(9)].map((_, i) => t + Math.floor(i / 3) * 9 + i % 3));
    }
  }
  if (R.disjointGroups) {
    for (let k = 0; k < 9; k++) {
      houses.push([...Array(81).keys()].filter((c) =>
        Math.floor(c / 9) % 3 * 3 + c % 3 === k));
    }
  }
  for (const h of R.houses || []) houses.push(h.map(cellIndex));
  houses.forEach((h) => need(distinct(h.map((c) => d[c])), 'house ' + h.map(indexName)));
  for (let c = 0; c < 81; c++) {
    const r = Math.floor(c / 9);
    const col = c % 9;
    for (const [dr, dc, rule] of [[1, 2, 'antiKnight'], [2, 1, 'antiKnight'],
      [1, -2, 'antiKnight'], [2, -1, 'antiKnight'], [1, 1, 'antiKing'],
      [1, -1, 'antiKing']]) {
      const r2 = r + dr;
      const c2 = col + dc;
      if (R[rule] && r2 < 9 && c2 >= 0 && c2 < 9) {
        need(d[c] !== d[r2 * 9 + c2], rule + ' ' + indexName(c));
      }
    }
  }
  for (const c of R.cages || []) {
    const xs = c.cells.map(v);
    need(c.allowRepeats || distinct(xs), 'cage digits ' + c.cells);
    need(!c.sum || sum(xs) === c.sum, 'cage sum ' + c.cells);
  }
  for (const t of R.thermos || []) {
    need(t.map(v).every((x, i, xs) => i === 0 || x > xs[i - 1]), 'thermo ' + t);
  }
  for (const a of R.arrows || []) {
    need(+a.circle.map(v).join('') === sum(a.line.map(v)), 'arrow ' + a.circle);
  }
  const marks = new Map();
  for (const m of R.dots || []) {
    const [a, b] = m.cells.map(v);
    const ok = {
      white: Math.abs(a - b) === (m.value ?? 1),
      black: a === (m.value ?? 2) * b || b === (m.value ?? 2) * a,
      x: a + b === 10, v: a + b === 5, sum: a + b === m.value,
    }[m.kind];
    need(ok, `dot ${m.kind} ${m.cells}`);
    const key = m.cells.map(cellIndex).sort((p, q) => p - q).join();
    marks.set(key, [...(marks.get(key) || []), m.kind]);
  }
  // The negative rules exempt a pair only with a mark of their own kind.
  for (let c = 0; c < 81; c++) {
    for (const n of orth(c).filter((n) => n > c)) {
      const has = marks.get(`${c},${n}`) || [];
      const [a, b] = [d[c], d[n]];
      const kropki = has.includes('white') || has.includes('black');
      const xv = has.includes('x') || has.includes('v');
      if (!kropki) {
        need(!R.allWhite || Math.abs(a - b) !== 1, 'allWhite ' + indexName(c));
        need(!R.allBlack || (a !== 2 * b && b !== 2 * a), 'allBlack ' + indexName(c));
      }
      need(xv || !R.allXV || (a + b !== 10 && a + b !== 5), 'allXV ' + indexName(c));
      need(!R.nonConsecutive || Math.abs(a - b) !== 1, 'nonConsecutive ' + indexName(c));
    }
  }
  for (const c of R.odd || []) need(v(c) % 2 === 1, 'odd ' + c);
  for (const c of R.even || []) need(v(c) % 2 === 0, 'even ' + c);
  for (const c of R.maximums || []) need(orth(cellIndex(c)).every((n) => d[n] < v(c)), 'maximum ' + c);
  for (const c of R.minimums || []) need(orth(cellIndex(c)).every((n) => d[n] > v(c)), 'minimum ' + c);
  for (const q of R.quadruples || []) {
    const c = cellIndex(q.cell);
    const xs = [d[c], d[c + 1], d[c + 9], d[c + 10]];
    need(q.digits.every((g) => {
      const i = xs.indexOf(g);
      return i >= 0 && xs.splice(i, 1);
    }), 'quadruple ' + q.cell);
  }
  for (const l of R.lines || []) {
    need(lineOK(l, l.cells.map(v), regionOf), `line ${l.kind} ${l.cells}`);
  }
  for (const o of R.outside || []) {
    need(outsideOK(o, o.cells.map(v)), `outside ${o.kind} ${o.cells[0]}`);
  }
  for (const cl of R.clones || []) {
    need(cl.a.every((c, i) => v(c) === v(cl.b[i])), 'clone ' + cl.a);
  }
  return bad;
};

const modeCheck = (file) => {
  let checked = 0;
  let failed = 0;
  for (const p of readJSONL(file)) {
    if (!p.puzzle || !p.solution) continue;
    checked++;
    const bad = broken(p.puzzle, [...p.solution].map(Number));
    if (bad.length) {
      failed++;
      console.log(`${p.name}: ISS's solution breaks ${bad.join('; ')}`);
    }
  }
  console.log(`${checked} solutions checked, ${failed} break a converted rule`);
  if (failed) process.exitCode = 1;
};

const median = (xs) => {
  if (!xs.length) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

const fmt = (ms) => {
  if (!Number.isFinite(ms)) return '-';
  if (ms >= 1000) return (ms / 1000).toFixed(2) + ' s';
  if (ms >= 1) return ms.toFixed(ms >= 100 ? 0 : 2) + ' ms';
  return (ms * 1000).toFixed(0) + ' µs';
};

// modeTable prints the side-by-side table from the converted file and
// the timings of both sides: per collection and per family, n, each
// side's median of per-puzzle medians, the ratio, each side's total and
// slowest puzzle; then every puzzle whose answer differs, that times out,
// that takes more than twice ISS's time, or more than a second where ISS
// takes under half a second.
const modeTable = (file, issFile, oursFile, metric = 'cpu') => {
  if (metric !== 'cpu' && metric !== 'ms') usage();
  const puzzles = readJSONL(file);
  const times = (path) => {
    const m = new Map();
    for (const t of readJSONL(path)) {
      if (!m.has(t.name)) m.set(t.name, []);
      m.get(t.name).push(t);
    }
    return m;
  };
  const issT = times(issFile);
  const ourT = times(oursFile);
  const rows = [];
  const flagged = [];
  let unsupported = 0;
  const capped = [];
  for (const p of puzzles) {
    if (!p.puzzle) { unsupported++; continue; }
    if (p.issCapped) { capped.push(p); continue; }
    const it = issT.get(p.name) || [];
    const ot = ourT.get(p.name) || [];
    const row = {
      p,
      iss: median(it.map((t) => t[metric])),
      // A timed-out round counts as infinitely slow.
      ours: median(ot.filter((t) => t.status !== 'unreadable' && t.status !== 'error')
        .map((t) => t.status === 'timeout' ? Infinity : t[metric])),
      status: ot.length ? ot[0].status : 'missing',
      timeouts: ot.filter((t) => t.status === 'timeout').length,
      ourBad: ot.find((t) => t.status === 'differs' || t.status === 'error'),
      rounds: ot.length,
    };
    if (row.status === 'unreadable') { row.unreadable = true; }
    rows.push(row);
    const why = [];
    if (row.unreadable) continue;
    if (row.ourBad) why.push(`${row.ourBad.status}: ${row.ourBad.error}`);
    if (row.timeouts) why.push(`timeout in ${row.timeouts} of ${row.rounds} rounds`);
    if (!row.timeouts && row.ours > 2 * row.iss) {
      why.push(`${(row.ours / row.iss).toFixed(1)}x ISS`);
    }
    if (!row.timeouts && row.ours > 1000 && row.iss < 500) {
      why.push('over 1 s where ISS is under 0.5 s');
    }
    if (why.length) flagged.push({ row, why });
  }
  // A puzzle our rules read but refuse (an error) is listed below the
  // tables, not counted in them.
  const readable = rows.filter((r) => !r.unreadable && !Number.isNaN(r.ours));
  const table = (title, keyFn) => {
    const groups = new Map();
    for (const r of readable) {
      const k = keyFn(r.p);
      if (!groups.has(k)) groups.set(k, []);
      groups.get(k).push(r);
    }
    console.log(`\n| ${title} | n | ours median | ISS median | ratio | ours total | ISS total | total ratio | ours slowest | ISS slowest |`);
    console.log('|---|---:|---:|---:|---:|---:|---:|---:|---|---|');
    const keys = [...groups.keys()].sort();
    for (const k of [...keys, 'all']) {
      const g = k === 'all' ? readable : groups.get(k);
      // A timeout counts at the timeout in the totals and the slowest.
      const ours = g.map((r) => Number.isFinite(r.ours) ? r.ours : Infinity);
      const iss = g.map((r) => r.iss);
      const slow = (xs) => {
        let i = 0;
        xs.forEach((x, j) => { if (x > xs[i]) i = j; });
        return `${g[i].p.name} (${Number.isFinite(xs[i]) ? fmt(xs[i]) : 'timeout'})`;
      };
      const sum = (xs) => xs.reduce((a, b) => a + b, 0);
      const mo = median(ours);
      const mi = median(iss);
      const so = sum(ours);
      const si = sum(iss);
      const cell = (x) => Number.isFinite(x) ? fmt(x) : 'timeout';
      const ratio = (o, i) => Number.isFinite(o) ? (o / i).toFixed(2) : '∞';
      console.log(`| ${k} | ${g.length} | ${cell(mo)} | ${fmt(mi)} | ${ratio(mo, mi)} | ${cell(so)} | ${fmt(si)} | ${ratio(so, si)} | ${slow(ours)} | ${slow(iss)} |`);
    }
  };
  console.log(`Times: ${metric === 'cpu' ? 'processor time of the process' : 'wall time'}, ` +
    'median over the rounds per puzzle; a timeout counts as infinite.');
  console.log(`${puzzles.length} ISS puzzles: ${puzzles.length - unsupported} converted, ` +
    `${rows.filter((r) => !r.unreadable).length} readable by our rules, ` +
    `${unsupported} use constraints we lack.`);
  table('collection', (p) => p.collection);
  // A family of fewer than three puzzles joins the row "mixed".
  const famSize = new Map();
  for (const r of readable) {
    famSize.set(r.p.family, (famSize.get(r.p.family) || 0) + 1);
  }
  table('family', (p) => famSize.get(p.family) >= 3 ? p.family : 'mixed');
  console.log('\nDiffer, time out or slow (ours against ISS, medians):');
  for (const { row, why } of flagged) {
    const ours = Number.isNaN(row.ours) ? 'error'
      : Number.isFinite(row.ours) ? fmt(row.ours) : 'timeout';
    console.log(`- ${row.p.name} [${row.p.collection}]: ours ${ours}, ISS ${fmt(row.iss)}; ${why.join('; ')}`);
    console.log(`  ${row.p.iss.replace(/\s+/g, '')}`);
  }
  if (capped.length) {
    console.log(`\nISS did not finish within its backtrack cap (${capped.length}; not timed): ` +
      capped.map((p) => p.name).join(', '));
  }
  const unreadable = rows.filter((r) => r.unreadable);
  if (unreadable.length) {
    console.log(`\nNot readable by our rules yet (${unreadable.length}): ` +
      unreadable.map((r) => r.p.name).join(', '));
  }
};

const [mode, ...args] = process.argv.slice(2);
const usage = () => {
  console.error('usage: node iss.mjs convert ISSDIR [max-backtracks]\n' +
    '       node iss.mjs time ISSDIR PUZZLES.jsonl [rounds]\n' +
    '       node iss.mjs check PUZZLES.jsonl\n' +
    '       node iss.mjs table PUZZLES.jsonl ISS.jsonl OURS.jsonl [cpu|ms]');
  process.exit(2);
};
switch (mode) {
  case 'convert':
    if (args.length < 1 || args.length > 2) usage();
    await modeConvert(args[0], +(args[1] ?? 1000000));
    break;
  case 'time':
    if (args.length < 2 || args.length > 3) usage();
    await modeTime(args[0], args[1], +(args[2] || 1));
    break;
  case 'check':
    if (args.length !== 1) usage();
    modeCheck(args[0]);
    break;
  case 'table':
    if (args.length < 3 || args.length > 4) usage();
    modeTable(...args);
    break;
  default:
    usage();
}
