// General engine: Rules compiled into the constraints vengine.go runs.

package sudoku

// The compiled form of a Rules: the tables the general engine (vengine.go)
// searches with. A rule set compiles in a few microseconds to a handful
// of slices; one ruleset serves one search at a time, since it holds the
// engine's scratch (the dirty set of its constraints).

// A ruleset is a Rules compiled for search.
type ruleset struct {
	// houses lists every group of cells whose digits must all differ:
	// rows, columns, boxes or regions, then the extra houses (diagonals,
	// windows, disjoint groups, user houses, cages). A later technique
	// engine may take them as they are.
	houses [][]uint8
	// peerBits[c] is the set of the peers of c, bit c%64 of word c/64:
	// the cells that may not hold the digit of cell c, those that share a
	// house with it and the chess moves away when anti-knight or
	// anti-king is in force.
	peerBits [81][2]uint64
	// cons lists the constraints the propagation runs, and
	// consOff[c+1]-consOff[c] is the number that read cell c; plain[c]
	// counts those of them that are not strong, which choose weighs.
	cons    []constraint
	consOff [82]int32
	plain   [81]int32
	// probe is set when the counting search propagates more than the
	// ordered one: when there are cages with totals, and for region sum
	// and zipper lines, whose puzzles its choice of cells speeds up.
	// learn is set, with probe, when there are none of those but thermos
	// or dots, and no non-consecutive rule or renban line: the counting
	// search then
	// propagates as the ordered one but learns from its conflicts where
	// to branch (learnChoice).
	probe, learn bool
	// cellWords[wordOff[c]:wordOff[c+1]] are the same as words of the
	// dirty set, to mark them all at once.
	wordOff   [82]int32
	cellWords []consWord
	// cells and coef hold the cells of the constraints, and for linear
	// ones the coefficient of each (coef is no longer than needed).
	cells []uint8
	coef  []int32
	// spans runs alongside cells up to the last constraint with groups
	// of cells (vengine_sums.go): the size of the group starting there.
	spans []uint8
	// houseBits are the houses as sets, built when first needed by
	// addGroups (vengine_sums.go).
	houseBits [][2]uint64
	// tables are the compatibility tables of the pair constraints: for a
	// pair with table t, tables[t][d] is the set of digits the second cell
	// may hold when the first holds d+1, and tables[t^1] the converse.
	tables [][9]uint16
	// support[t][m] is the union of tables[t][d] over the digits d+1 of
	// the mask m: what the second cell may hold when the first holds one
	// of m. It is built, for every table, when a rule puts a relation
	// between all orthogonal neighbours (non-consecutive, the negative
	// rules) or there are many pairs, and is nil otherwise: few pairs do
	// not pay for it (ruleset_pairs.go).
	support [][512]uint16
	// lockBits[arg] is the set of the cells of a lock constraint.
	lockBits [][2]uint64
	// pairLinks[pairOff[c]:pairOff[c+1]] are the pair constraints of
	// cell c (ruleset_pairs.go): the other cell and the table whose
	// entry d is the set of digits that cell may hold when c holds d+1.
	pairOff   [82]int32
	pairLinks []pairLink
	pairBits  [81][2]uint64 // the set of the other cells of c's pairs
	anyPairs  bool
	// pend holds the pairs compile has met, until linkPairs merges them
	// into pairLinks; fullPairs asks for the support tables.
	pend      []pendingPair
	fullPairs bool
	// slots[slotOff[c]:slotOff[c+1]] are the houses of nine cells that
	// hold cell c, by their index among such houses, which is the arg of
	// their house and lock constraints.
	slotOff [82]int32
	slots   []int32
	// dirty is the set of constraints to run, and changed[s] the digits
	// that left a cell of the house of slot s since its house constraint
	// ran (low 16 bits) and since its lock constraint ran (high 16 bits):
	// the engine's scratch. The two house constraints look at those
	// digits only, as nothing else they read has changed.
	dirty   []uint64
	changed []uint32
}

// The kinds of constraint.
const (
	conPair       = iota // two cells and a compatibility table (arg)
	conThermo            // cells strictly increasing
	conHouse             // nine cells holding every digit once: hidden singles
	conPart              // fewer than nine distinct cells: enough digits left
	conCage              // distinct cells adding up to arg
	conLinear            // the sum of coef times digit over cells is arg
	conLock              // nine cells: a digit's places there see other cells
	conSum               // the digits of the cells add up to arg
	conDigits            // one cell keeps the digits of the mask arg: odd, even
	conQuad              // four cells hold digits at least as often as arg counts
	conWindow            // one digit of each class of windowClasses[arg]
	conSandwich          // a row or column: the digits between its 1 and 9 add up to arg
	conXSum              // a row or column: its first X digits add up to arg, X the first
	conSkyscraper        // a row or column: arg digits are greater than all before them
	conGroups            // conLinear with cells in groups of distinct digits

	conRenban    // distinct cells holding consecutive digits
	conBetween   // middle cells strictly between the ends; arg: distinct middles
	conLockout   // ends apart by arg, middle cells outside their range
	conRegionSum // visits of boxes of equal sums; coef: the visit of each cell
)

// A consWord is a word of the dirty set with the bits to set in it.
type consWord struct {
	word int32
	bits uint64
}

// A constraint is one propagator: a kind, its cells, and an argument.
type constraint struct {
	kind uint8
	n    uint8 // the number of cells
	// strong marks a constraint that only the counting search runs
	// (vengine_count.go): the others do not see it.
	strong bool
	// late marks a strong constraint that the probe runs only once it
	// has visited lateNodes nodes (vengine_sums.go).
	late bool
	off  int32 // the cells are cells[off:off+n], coefficients coef[off:]
	arg  int32 // the total, or the table of a pair
}

// classic reports whether rs has no rule beyond those of classic Sudoku:
// it is nil or zero, or adds only houses and sum-less cages that lie
// within one row, column or box.
func (rs *Rules) classic() bool {
	if rs == nil {
		return true
	}
	if rs.Regions != nil || rs.MainDiagonal || rs.AntiDiagonal || rs.Windoku ||
		rs.DisjointGroups || rs.AntiKnight || rs.AntiKing || rs.NonConsecutive ||
		rs.AllWhite || rs.AllBlack || rs.AllXV ||
		len(rs.Thermos) > 0 || len(rs.Arrows) > 0 || len(rs.Dots) > 0 || rs.beyondHouses() {
		return false
	}
	for _, h := range rs.Houses {
		if !withinClassicHouse(h) {
			return false
		}
	}
	for _, cg := range rs.Cages {
		if cg.Sum != 0 || cg.AllowRepeats || !withinClassicHouse(cg.Cells) {
			return false
		}
	}
	// Houses and cages that make no sense are not classic: they go the
	// general way, which reports them.
	return len(rs.Houses)+len(rs.Cages) == 0 || rs.Check() == nil
}

// beyondHouses reports whether rs has a rule of the kinds that neither
// the classic engine nor the house engine knows, and that Rules.classic
// and Rules.housesOnly do not name one by one: odd and even cells,
// minimums and maximums, quadruples, lines, outside clues and clones. A
// kind of rule added later joins this list, so that no engine that does
// not know it takes a rule set that has it.
func (rs *Rules) beyondHouses() bool {
	return len(rs.Odd) > 0 || len(rs.Even) > 0 ||
		len(rs.Minimums) > 0 || len(rs.Maximums) > 0 ||
		len(rs.Quadruples) > 0 || len(rs.Lines) > 0 ||
		len(rs.Outside) > 0 || len(rs.Clones) > 0
}

// withinClassicHouse reports whether the cells lie within
// one row, column or box.
func withinClassicHouse(cells []int) bool {
	row, col, box := true, true, true
	for _, c := range cells {
		if c < 0 || c > 80 {
			return false
		}
		c0 := cells[0]
		row = row && c/9 == c0/9
		col = col && c%9 == c0%9
		box = box && c/27 == c0/27 && c%9/3 == c0%9/3
	}
	return row || col || box
}

// A namedHouse is a group of cells whose digits must differ, with the
// rule it comes from, for Validate's messages and for compile.
type namedHouse struct {
	rule  string
	index int
	cells []int
}

// houseList returns the houses of the valid rule set rs: the rows, the
// columns, the boxes or regions, then the extra houses and the cages of
// distinct digits (a cage with AllowRepeats is a sum, not a house).
func (rs *Rules) houseList() []namedHouse {
	hs := make([]namedHouse, 0, 64)
	backing := make([]int, 0, 9*64)
	line := func(rule string, index int, f func(k int) int) {
		if len(backing)+9 > cap(backing) {
			backing = make([]int, 0, 9*64)
		}
		cells := backing[len(backing) : len(backing)+9 : len(backing)+9]
		backing = backing[:len(backing)+9]
		for k := range cells {
			cells[k] = f(k)
		}
		hs = append(hs, namedHouse{rule, index, cells})
	}
	for r := range 9 {
		line("row", r, func(k int) int { return r*9 + k })
	}
	for c := range 9 {
		line("column", c, func(k int) int { return k*9 + c })
	}
	if rs == nil || rs.Regions == nil {
		for b := range 9 {
			line("box", b, func(k int) int { return b/3*27 + b%3*3 + k/3*9 + k%3 })
		}
	} else {
		for r := range 9 {
			var cells []int
			for c, x := range rs.Regions {
				if int(x) == r {
					cells = append(cells, c)
				}
			}
			hs = append(hs, namedHouse{"region", r, cells})
		}
	}
	if rs == nil {
		return hs
	}
	if rs.MainDiagonal {
		line("main diagonal", -1, func(k int) int { return k * 10 })
	}
	if rs.AntiDiagonal {
		line("anti-diagonal", -1, func(k int) int { return k*8 + 8 })
	}
	if rs.Windoku {
		for w := range 4 {
			top := 10 + w/2*36 + w%2*4 // r2c2, r2c6, r6c2, r6c6
			line("windoku", w, func(k int) int { return top + k/3*9 + k%3 })
		}
	}
	if rs.DisjointGroups {
		for p := range 9 {
			line("disjoint group", p, func(b int) int { return b/3*27 + b%3*3 + p/3*9 + p%3 })
		}
	}
	for i, h := range rs.Houses {
		hs = append(hs, namedHouse{"house", i, h})
	}
	for i, cg := range rs.Cages {
		if !cg.AllowRepeats {
			hs = append(hs, namedHouse{"cage", i, cg.Cells})
		}
	}
	return hs
}

// chessPeers returns, for the anti-knight or anti-king rule, the cells a
// move away from c.
func chessPeers(c int, knight bool) []int {
	moves := [][2]int{{-1, -1}, {-1, 1}, {1, -1}, {1, 1}}
	if knight {
		moves = [][2]int{{-2, -1}, {-2, 1}, {-1, -2}, {-1, 2},
			{1, -2}, {1, 2}, {2, -1}, {2, 1}}
	}
	var out []int
	for _, m := range moves {
		r, k := c/9+m[0], c%9+m[1]
		if 0 <= r && r < 9 && 0 <= k && k < 9 {
			out = append(out, r*9+k)
		}
	}
	return out
}

// compile builds the ruleset of rs, which must pass Check.
func (rs *Rules) compile() *ruleset {
	cr := &ruleset{}
	rs.compileHouses(cr)
	// Room for every constraint: the pairs, two per house and up to two
	// sums per house, and one per cage, thermo and arrow.
	nh := len(cr.houses)
	ncons := 144 + 4*nh + len(rs.Cages) + len(rs.Thermos) + len(rs.Arrows)
	ncells := 2*144 + 2*9*nh + 2*9*nh
	for _, h := range cr.houses {
		ncells += len(h)
	}
	for _, t := range rs.Thermos {
		ncells += len(t.Cells)
	}
	for _, a := range rs.Arrows {
		ncells += len(a.Circle) + len(a.Cells)
	}
	cr.cons = make([]constraint, 0, ncons)
	cr.cells = make([]uint8, 0, ncells)
	var peerSet [81][2]uint64
	for _, h := range cr.houses {
		var in [2]uint64
		for _, c := range h {
			in[c>>6] |= 1 << (c & 63)
		}
		for _, c := range h {
			peerSet[c][0] |= in[0]
			peerSet[c][1] |= in[1]
		}
	}
	link := func(a, b int) {
		peerSet[a][b>>6] |= 1 << (b & 63)
		peerSet[b][a>>6] |= 1 << (a & 63)
	}
	if rs.AntiKnight || rs.AntiKing {
		for c := range 81 {
			r, k := c/9, c%9
			// Each move once, from its upper cell: down one or two rows.
			if rs.AntiKnight {
				for _, m := range [4][2]int{{1, -2}, {1, 2}, {2, -1}, {2, 1}} {
					if r+m[0] < 9 && 0 <= k+m[1] && k+m[1] < 9 {
						link(c, c+m[0]*9+m[1])
					}
				}
			}
			if rs.AntiKing && r < 8 {
				if k > 0 {
					link(c, c+8)
				}
				if k < 8 {
					link(c, c+10)
				}
			}
		}
	}
	rs.linkRenban(link)
	for c := range 81 {
		peerSet[c][c>>6] &^= 1 << (c & 63)
	}
	cr.peerBits = peerSet

	// The constraints, cheapest first: the engine runs the dirty one of
	// lowest index next.
	rs.compilePairs(cr)
	rs.compileLinePairs(cr)
	cr.linkPairs()
	for _, t := range rs.Thermos {
		cr.add(conThermo, t.Cells, nil, 0)
	}
	nslots := int32(0)
	for _, h := range cr.houses {
		if len(h) == 9 {
			addCons(cr, conHouse, h, nil, nslots)
			nslots++
		} else if len(h) > 1 {
			addCons(cr, conPart, h, nil, 0)
		}
	}
	for _, cg := range rs.Cages {
		switch {
		case cg.AllowRepeats:
			cr.addRepeatSum(cg.Cells, cg.Sum)
			cr.probe = true
		case cg.Sum != 0:
			cr.add(conCage, cg.Cells, nil, int32(cg.Sum))
			cr.probe = true
		}
	}
	rs.compileHouseSums(cr)
	rs.compileUnionSums(cr)
	for _, a := range rs.Arrows {
		// The circle's digits weigh 10^k, the line's -1; the total is 0.
		cells := append(append([]int(nil), a.Circle...), a.Cells...)
		coef := make([]int32, len(cells))
		w := int32(1)
		for k := len(a.Circle) - 1; k >= 0; k-- {
			coef[k] = w
			w *= 10
		}
		for k := len(a.Circle); k < len(cells); k++ {
			coef[k] = -1
		}
		cr.add(conLinear, cells, coef, 0)
	}
	rs.compileMarks(cr)
	rs.compileLinesSets(cr)
	rs.compileOutside(cr)
	rs.compileGroupSums(cr)
	// Last, so that they run when all else is quiet: locked candidates.
	cr.lockBits = make([][2]uint64, 0, nslots)
	for _, h := range cr.houses {
		if len(h) == 9 {
			var in [2]uint64
			for _, c := range h {
				in[c>>6] |= 1 << (c & 63)
			}
			addCons(cr, conLock, h, nil, int32(len(cr.lockBits)))
			cr.lockBits = append(cr.lockBits, in)
		}
	}
	rs.compileOutsideLines(cr)
	// Without cages with totals, the probe runs for its branching alone
	// under thermos and dots; not under non-consecutive, whose sample
	// puzzles took twice the nodes with it, nor under renban lines, where
	// the fewest candidates does better: ISS's hard renban puzzles, each
	// with one thermometer, took 2.4 and 1.4 times the nodes with it
	// (3.2 million against 1.3 million for the second).
	if !cr.probe && !rs.NonConsecutive && !rs.hasLine(RenbanLine) &&
		(len(rs.Thermos) > 0 || len(rs.Dots) > 0) {
		cr.probe, cr.learn = true, true
	}
	cr.index()
	return cr
}

// hasLine reports whether rs has a line of the kind k.
func (rs *Rules) hasLine(k LineKind) bool {
	for _, l := range rs.Lines {
		if l.Kind == k {
			return true
		}
	}
	return false
}

// compileHouses sets cr.houses to the houses of rs in the order of
// houseList, their cells in one backing array.
func (rs *Rules) compileHouses(cr *ruleset) {
	ncages := rs.houseCages()
	n := 27
	if rs.MainDiagonal {
		n++
	}
	if rs.AntiDiagonal {
		n++
	}
	if rs.Windoku {
		n += 4
	}
	if rs.DisjointGroups {
		n += 9
	}
	n += len(rs.Houses) + ncages
	size := 9 * (n - len(rs.Houses) - ncages)
	for _, h := range rs.Houses {
		size += len(h)
	}
	for _, cg := range rs.Cages {
		if !cg.AllowRepeats {
			size += len(cg.Cells)
		}
	}
	backing := make([]uint8, size)
	cr.houses = make([][]uint8, 0, n)
	next := func(k int) []uint8 {
		h := backing[:k:k]
		backing = backing[k:]
		cr.houses = append(cr.houses, h)
		return h
	}
	for r := range 9 {
		h := next(9)
		for k := range h {
			h[k] = uint8(r*9 + k)
		}
	}
	for c := range 9 {
		h := next(9)
		for k := range h {
			h[k] = uint8(k*9 + c)
		}
	}
	if rs.Regions == nil {
		for b := range 9 {
			h := next(9)
			for k := range h {
				h[k] = uint8(b/3*27 + b%3*3 + k/3*9 + k%3)
			}
		}
	} else {
		// Check has made sure each region has nine cells.
		var fill [9]int
		regions := backing[:81:81]
		backing = backing[81:]
		for c, x := range rs.Regions {
			regions[int(x)*9+fill[x]] = uint8(c)
			fill[x]++
		}
		for r := range 9 {
			cr.houses = append(cr.houses, regions[r*9:r*9+9:r*9+9])
		}
	}
	if rs.MainDiagonal {
		h := next(9)
		for k := range h {
			h[k] = uint8(k * 10)
		}
	}
	if rs.AntiDiagonal {
		h := next(9)
		for k := range h {
			h[k] = uint8(k*8 + 8)
		}
	}
	if rs.Windoku {
		for w := range 4 {
			top := 10 + w/2*36 + w%2*4 // r2c2, r2c6, r6c2, r6c6
			h := next(9)
			for k := range h {
				h[k] = uint8(top + k/3*9 + k%3)
			}
		}
	}
	if rs.DisjointGroups {
		for p := range 9 {
			h := next(9)
			for b := range h {
				h[b] = uint8(b/3*27 + b%3*3 + p/3*9 + p%3)
			}
		}
	}
	for _, cells := range rs.Houses {
		h := next(len(cells))
		for k, c := range cells {
			h[k] = uint8(c)
		}
	}
	for _, cg := range rs.Cages {
		if cg.AllowRepeats {
			continue
		}
		h := next(len(cg.Cells))
		for k, c := range cg.Cells {
			h[k] = uint8(c)
		}
	}
}

// add appends a constraint over cells, with coefficients coef (nil for
// none) and argument arg.
func (cr *ruleset) add(kind uint8, cells []int, coef []int32, arg int32) {
	addCons(cr, kind, cells, coef, arg)
}

// addCons is add for cells of any integer type.
func addCons[T int | uint8](cr *ruleset, kind uint8, cells []T, coef []int32, arg int32) {
	cr.cons = append(cr.cons, constraint{kind: kind, n: uint8(len(cells)),
		off: int32(len(cr.cells)), arg: arg})
	if coef != nil {
		// coef runs alongside cells up to the last linear constraint.
		if n := len(cr.cells) - len(cr.coef); n > 0 {
			cr.coef = append(cr.coef, make([]int32, n)...)
		}
		cr.coef = append(cr.coef, coef...)
	}
	for _, c := range cells {
		cr.cells = append(cr.cells, uint8(c))
	}
}

// index builds the tables of the cells' constraints and the dirty set
// from cons.
func (cr *ruleset) index() {
	var n [81]int32
	for _, k := range cr.cons {
		for _, c := range cr.cells[k.off : k.off+int32(k.n)] {
			n[c]++
			if !k.strong {
				cr.plain[c]++
			}
		}
	}
	for c := range 81 {
		cr.consOff[c+1] = cr.consOff[c] + n[c]
	}
	// cellCons[consOff[c]:consOff[c+1]] are the constraints that read
	// cell c, in increasing order.
	var buf [1024]int32
	cellCons := buf[:]
	if cr.consOff[81] > int32(len(buf)) {
		cellCons = make([]int32, cr.consOff[81])
	}
	fill := cr.consOff
	words := 0
	last := [81]int32{}
	for i, k := range cr.cons {
		for _, c := range cr.cells[k.off : k.off+int32(k.n)] {
			if fill[c] == cr.consOff[c] || last[c] != int32(i>>6) {
				words++
			}
			last[c] = int32(i >> 6)
			cellCons[fill[c]] = int32(i)
			fill[c]++
		}
	}
	cr.cellWords = make([]consWord, 0, words)
	cr.dirty = make([]uint64, (len(cr.cons)+63)/64)
	// The slots of each cell, from the house constraints.
	var ns [81]int32
	nslots := 0
	for _, k := range cr.cons {
		if k.kind == conHouse {
			nslots++
			for _, c := range cr.cells[k.off : k.off+int32(k.n)] {
				ns[c]++
			}
		}
	}
	for c := range 81 {
		cr.slotOff[c+1] = cr.slotOff[c] + ns[c]
	}
	cr.slots = make([]int32, cr.slotOff[81])
	fillSlots := cr.slotOff
	for _, k := range cr.cons {
		if k.kind == conHouse {
			for _, c := range cr.cells[k.off : k.off+int32(k.n)] {
				cr.slots[fillSlots[c]] = k.arg
				fillSlots[c]++
			}
		}
	}
	cr.changed = make([]uint32, nslots)
	for c := range 81 {
		cr.wordOff[c] = int32(len(cr.cellWords))
		for _, k := range cellCons[cr.consOff[c]:cr.consOff[c+1]] {
			if cr.cons[k].kind == conPair {
				continue // restrict applies pairs at once
			}
			n := len(cr.cellWords)
			if n > int(cr.wordOff[c]) && cr.cellWords[n-1].word == k>>6 {
				cr.cellWords[n-1].bits |= 1 << (k & 63)
			} else {
				cr.cellWords = append(cr.cellWords, consWord{k >> 6, 1 << (k & 63)})
			}
		}
	}
	cr.wordOff[81] = int32(len(cr.cellWords))
}

// compilePairs adds a pair constraint for every orthogonal pair whose
// digits the dots, minimums and maximums, non-consecutive or the negative
// rules restrict. The relation depends only on the marks of the pair
// (marks.go), so pairs with the same marks share their tables.
func (rs *Rules) compilePairs(cr *ruleset) {
	marks, anyMark := rs.marksBetween()
	anyPair := rs.NonConsecutive || rs.AllWhite || rs.AllBlack || rs.AllXV
	if !anyPair && !anyMark {
		return
	}
	// The tables of the marks met so far: most puzzles have a few kinds.
	var seen []pairMarks
	var seenTable []int32
	for a := range 81 {
		for dir, b := range [2]int{a + 1, a + 9} {
			if b > 80 || b == a+1 && b%9 == 0 {
				continue
			}
			pm := marks[a][dir]
			if pm == (pairMarks{}) && !anyPair {
				continue
			}
			t := int32(-3)
			for k, s := range seen {
				if s == pm {
					t = seenTable[k]
					break
				}
			}
			if t == -3 {
				t = rs.pairTable(cr, pm, anyPair)
				seen, seenTable = append(seen, pm), append(seenTable, t)
			}
			if t >= 0 {
				cr.addPair(a, b, t)
			}
		}
	}
}

// pairTable returns the tables of the relation for the marks pm, or -2
// when it is no restriction.
func (rs *Rules) pairTable(cr *ruleset, pm pairMarks, full bool) int32 {
	var fwd, back [9]uint16
	all := true
	for x := 1; x <= 9; x++ {
		for y := 1; y <= 9; y++ {
			if x == y {
				continue
			}
			if rs.pairRule(pm, x, y) {
				fwd[x-1] |= 1 << (y - 1)
				back[y-1] |= 1 << (x - 1)
			} else {
				all = false
			}
		}
	}
	if all {
		return -2
	}
	return cr.table(fwd, back, full)
}

// table returns the index of the pair of tables fwd and back, adding them
// when they are new. full asks for the support tables of every table
// (linkPairs builds them).
func (cr *ruleset) table(fwd, back [9]uint16, full bool) int32 {
	cr.fullPairs = cr.fullPairs || full
	for t := 0; t < len(cr.tables); t += 2 {
		if cr.tables[t] == fwd && cr.tables[t+1] == back {
			return int32(t)
		}
	}
	cr.tables = append(cr.tables, fwd, back)
	return int32(len(cr.tables) - 2)
}

// compileHouseSums adds what the 45 rule gives for each house of nine
// cells: a house holds every digit once, so its digits add up to 45. When
// cages with totals lie inside the house, the other cells of the house
// (the innies) add up to 45 less their totals, as a cage of distinct
// digits; when cages with totals cover the house and stick out of it,
// the cells outside (the outies) add up to their totals less 45. Only
// cages that share no cell count (disjointSums), so that no cell is
// counted twice.
func (rs *Rules) compileHouseSums(cr *ruleset) {
	if len(rs.Cages) == 0 {
		return
	}
	// cageOf[c] is the place+1 in sums of the cage that holds c, 0 for
	// none: at most 81.
	sums := rs.disjointSums()
	var cageOf [81]int
	for k, i := range sums {
		for _, c := range rs.Cages[i].Cells {
			cageOf[c] = k + 1
		}
	}
	for _, h := range cr.houses[:len(cr.houses)-rs.houseCages()] {
		if len(h) != 9 {
			continue
		}
		var in [2]uint64
		for _, c := range h {
			in[c>>6] |= 1 << (c & 63)
		}
		inside := func(c int) bool { return in[c>>6]>>(c&63)&1 != 0 }
		// Sort the cages met into those inside and those sticking out.
		var seen [2]uint64 // cages, by place+1 in sums
		innerSum, outerSum := 0, 0
		var restBuf [9]int
		var outBuf [81]int
		rest, outies := restBuf[:0], outBuf[:0]
		covered := true
		for _, c := range h {
			i := cageOf[c]
			if i == 0 {
				rest = append(rest, int(c))
				covered = false
				continue
			}
			if seen[i>>6]>>(i&63)&1 != 0 {
				continue
			}
			seen[i>>6] |= 1 << (i & 63)
			cg := rs.Cages[sums[i-1]]
			all := true
			for _, x := range cg.Cells {
				if !inside(x) {
					all = false
					outies = append(outies, x)
				}
			}
			if all {
				innerSum += cg.Sum
			} else {
				outerSum += cg.Sum
				for _, x := range cg.Cells {
					if inside(x) {
						rest = append(rest, x)
					}
				}
			}
		}
		if innerSum > 0 && len(rest) > 0 {
			cr.add(conCage, rest, nil, int32(45-innerSum))
		}
		if covered && len(outies) > 0 {
			cr.add(conSum, outies, nil, int32(outerSum+innerSum-45))
		}
	}
}
