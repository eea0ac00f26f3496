// Technique engine, chains: SE's nested forcing chains (9.0 to 10.0).

package sudoku

import (
	"context"
	"math/bits"
	"slices"
	"sync"
)

// Sudoku Explainer's chains above its dynamic forcing chains. They are
// dynamic forcing chains (contradictions, double, cell and region forcing
// chains) whose branches, once their links run out, also apply simpler
// techniques to the branch's own state, the position less what the branch
// has turned off, and go on from what those derive:
//
//   - dynamic forcing chains (+), 9.0: intersections (pointing and
//     claiming), naked and hidden pairs and X-wings;
//   - nested forcing chains, 9.5: also static forcing chains, a candidate
//     whose assumption implies its own opposite in the branch's state,
//     and the bidirectional cycles of the assumptions of ons;
//   - nested multiple forcing chains, 10.0: also static cell and region
//     forcing chains in the branch's state.
//
// A potential so derived rests on the offs of the branch that the
// derivation needed: the places of the digit the branch took from the
// house of an intersection; the digits it took from the cells of a naked
// pair, the places of the digits it took from the house of a hidden pair
// or from the lines of an X-wing; for a nested chain or cycle, the
// candidates the branch took from the cells and houses whose last two
// possibilities the nested chain's strong links use, and from the cell or
// house a cell or region forcing chain starts from. The complexity of a conclusion adds to its
// potentials the complexity of each nested chain among them.

// The levels of the nested searches.
const (
	nestPlus     = 1 // intersections, pairs and X-wings in each branch
	nestForcing  = 2 // and static forcing chains
	nestMultiple = 3 // and static cell and region forcing chains
)

// nestBudget bounds the work of one nested search, in branches propagated
// within the outer branches. A search that reaches it gives up and finds
// nothing, so that the position goes on to the next nested level or to a
// trial (10.0), and Rate's rating may then differ from Sudoku
// Explainer's either way.
const nestBudget = 4_000_000

// A nestCtx is the state of one nested search.
type nestCtx struct {
	level int
	net   *forcingNet            // the outer search's, whose maxCx bounds the depth
	pos   *Candidates            // the outer position
	where *[27][9]uint16         // its house tables
	cells *[9]cellSet            // its cells of each digit
	of    [numPotentials]*branch // the outer branch of each root, once made
	outer []*branch              // the outer branches made
	free  []*branch              // outer branches to reuse
	left  int                    // the inner branches the search may still propagate
	over  bool                   // the budget ran out, or ctx ended
	ctx   context.Context        // the solver's, or nil

	// Scratch space of derive: the inner position and its branches.
	in      Candidates
	inWhere [27][9]uint16
	inCells [9]cellSet
	inner   []*branch // the inner branches, as many as used so far
	inOf    [numPotentials]*branch
	seen    potSet
	used    potSet
	stack   []int16 // the walk of ancestors and chainOnto
	chain   []int16 // the chain of chainOnto
	found   []derived
	hints   int // the chains concluded in the round

	// What each rule of the first nested level last saw of the outer
	// branch snapFor, the length of its order when the rule last ran (at
	// first, 0), and the digits and places of each house that b turned
	// off since from (see changesSince).
	snapFor        *branch
	snap           [nestRules]int
	from           int
	digits, places [27]uint16
}

// A derived potential: what a nested rule concluded, what it rests on,
// and its complexity.
type derived struct {
	p       int16 // -1 once a chain of lower complexity concluded it
	parents []int16
	cx      int
	hint    int    // the chain that concluded it: a cycle concludes several
	key     int    // its place among those of the same complexity (see enter)
	sig     uint32 // the potentials of its chains (see chainSig)
}

// nestedStep finds the chains of the nested level, records the one
// rated lowest as technique t of base rating base, and reports whether it
// found one.
func (s *solver) nestedStep(level int, t Technique, base int) bool {
	s.beginForcing(base)
	x := nests.Get().(*nestCtx)
	x.begin()
	x.level, x.net, x.pos, x.where, x.cells = level, s.chain.net, &s.c, &s.where, &s.chain.net.cells
	x.ctx = s.ctx
	s.chain.nest = x
	var best forcingHint
	kinds := linkXY | linkDynamic
	s.regionChains(kinds, base, &best)
	s.cellChains(kinds, base, &best)
	s.binaryChains(kinds, base, &best)
	ok := best.n > 0 && !x.over
	if ok {
		s.emitForcing(t, &best)
	}
	s.chain.nest = nil
	x.net, x.pos, x.where, x.cells, x.ctx = nil, nil, nil, nil, nil
	nests.Put(x)
	s.endForcing()
	return ok
}

// nests holds the nested searches' state not in use, with its branches,
// so that a search does not grow them again.
var nests = sync.Pool{New: func() any { return new(nestCtx) }}

// begin makes x ready for a new search: the outer branches of the last
// go back to free.
func (x *nestCtx) begin() {
	for _, b := range x.outer {
		x.of[b.root] = nil
	}
	x.free = append(x.free, x.outer...)
	x.outer = x.outer[:0]
	x.snapFor = nil
	x.left, x.over = nestBudget, false
}

// branchOf returns the outer branch of root, propagating it on first use.
func (x *nestCtx) branchOf(root int16, _ linkKinds) *branch {
	if b := x.of[root]; b != nil {
		return b
	}
	var b *branch
	if n := len(x.free); n > 0 {
		b = x.free[n-1]
		x.free = x.free[:n-1]
		clear(b.nestCx)
	} else {
		b = &branch{nest: x, nestCx: map[int16]int64{}}
	}
	x.outer = append(x.outer, b)
	x.snapFor = nil
	b.propagate(root, linkXY|linkDynamic, x.pos, x.where, x.cells, x.net.maxCx)
	x.of[root] = b
	return b
}

// derive applies the level's rules to the state of b, a branch in the
// position c whose house tables are where, and reaches what they derive.
// It reports whether it derived anything.
//
// The rules go one at a time, in Sudoku Explainer's order: intersections,
// hidden pairs, naked pairs, X-wings, then the nested chains; the first
// that derives anything ends the round, and the branch follows what it
// derived before the next round begins again with intersections. (SE's
// branches, printed as they reach them on the forum's hardest, take a
// hidden pair's offs in one round and a naked pair's, there since the
// same round, only after a pointing the hidden pair made.)
func (x *nestCtx) derive(b *branch, c *Candidates, where *[27][9]uint16) bool {
	if x.over {
		return false
	}
	if x.snapFor != b {
		x.snapFor, x.snap = b, [nestRules]int{}
	}
	x.from = -1
	for k := range nestRules {
		x.changesSince(b, x.snap[k])
		x.snap[k] = len(b.order)
		var found bool
		switch k {
		case 0:
			found = x.intersections(b, where)
		case 1:
			found = x.hiddenPairs(b, where)
		case 2:
			found = x.nakedPairs(b, c)
		default:
			found = x.xWings(b, where)
		}
		if found {
			return true
		}
	}
	if x.level < nestForcing {
		return false
	}
	return x.chains(b, c, where)
}

// nestRules is the number of rules of the first nested level.
const nestRules = 4

// changesSince sets x.digits and x.places to the digits of each house
// that b turned off from place from of its order on, and the places of
// each house where it turned some digit off.
//
// A rule of intersections or subsets that ran on b's state when b's order
// ended at from has reached all it concludes; a rule whose places in its
// houses are the same now concludes the same again, reached already (b
// only turns candidates off and reaches more), and may be passed over. In
// the first round from is 0, and the state the position's, where a rule's
// conclusions rest on no off of b and are left out anyway. So only the
// rules with a changed digit (a cell, for a naked pair) need to run;
// skipping the rest reaches the same potentials in the same order.
func (x *nestCtx) changesSince(b *branch, from int) {
	if from == x.from {
		return // computed already
	}
	x.from = from
	x.digits, x.places = [27]uint16{}, [27]uint16{}
	for _, r := range b.order[from:] {
		if potIsOn(r.p) {
			continue
		}
		g := &geometry[potCell(r.p)]
		bit := uint16(1) << (potDigit(r.p) - 1)
		x.digits[g.row] |= bit
		x.digits[g.col] |= bit
		x.digits[g.box] |= bit
		x.places[g.row] |= 1 << g.posRow
		x.places[g.col] |= 1 << g.posCol
		x.places[g.box] |= 1 << g.posBox
	}
}

// intersections reaches the offs that pointing and claiming give in the
// state of b, for the digits of each house in x.digits.
func (x *nestCtx) intersections(b *branch, where *[27][9]uint16) bool {
	found := false
	// Pointing: into the columns for every box first, then into the
	// rows, as Sudoku Explainer takes them.
	for pass := range 2 {
		for h := 18; h < 27; h++ {
			for ds := x.digits[h]; ds != 0; ds &= ds - 1 {
				d := bits.TrailingZeros16(ds)
				w := b.where[h][d]
				if bits.OnesCount16(w) < 2 {
					continue
				}
				for k := range 3 {
					if w&^(7<<(3*k)) == 0 && pass == 1 {
						found = x.lock(b, where, h, (h-18)/3*3+k, uint8(d+1)) || found
					}
					if w&^(0x49<<k) == 0 && pass == 0 {
						found = x.lock(b, where, h, 9+(h-18)%3*3+k, uint8(d+1)) || found
					}
				}
			}
		}
	}
	// Claiming: from the columns first, then from the rows, as pointing
	// goes into them. (On the forum's hardest, SE's branch took the
	// offs that a column confined to a box gave before those a row
	// confined to the same box gave, both found in one round, and met
	// its contradiction through them; rows first met another, whose
	// chains rated 11.1 where SE's rate 11.0.)
	for i := range 18 {
		h := (i + 9) % 18 // the columns are houses 9-17
		for ds := x.digits[h]; ds != 0; ds &= ds - 1 {
			d := bits.TrailingZeros16(ds)
			w := b.where[h][d]
			if bits.OnesCount16(w) < 2 {
				continue
			}
			for k := range 3 {
				if w&^(7<<(3*k)) == 0 {
					found = x.lock(b, where, h, 18+boxOf(cellAt(h, 3*k)), uint8(d+1)) || found
				}
			}
		}
	}
	return found
}

// lock reaches the offs of d in house cover outside house base, where b
// confines d to the cells the two share. They rest on the places of d in
// base that b turned off; with none, the intersection holds in the
// position itself and is left to the techniques that find it there.
func (x *nestCtx) lock(b *branch, where *[27][9]uint16, base, cover int, d uint8) bool {
	var parents [9]int16
	n := 0
	for w := where[base][d-1] &^ b.where[base][d-1]; w != 0; w &= w - 1 {
		o := cellAt(base, bits.TrailingZeros16(w))
		if inHouse(o, cover) {
			// A place of the intersection itself: the lock holds
			// whether or not b took it.
			continue
		}
		parents[n] = potOff(o, d)
		n++
	}
	if n == 0 {
		return false
	}
	found := false
	for _, o := range houses[cover] {
		p := potOff(int(o), d)
		if b.marks[o]&digitMask(d) != 0 && !inHouse(int(o), base) && !b.reached.has(p) {
			b.reach(p, parents[:n]...)
			found = true
		}
	}
	return found
}

// chains reaches what static forcing chains (and, at the multiple level,
// cell and region forcing chains) conclude in the state of b.
func (x *nestCtx) chains(b *branch, c *Candidates, where *[27][9]uint16) bool {
	x.in.values, x.in.marks = c.values, b.marks
	x.inWhere = b.where
	x.inCells = [9]cellSet{}
	for cell, m := range b.marks {
		for ; m != 0; m &= m - 1 {
			x.inCells[m.lowest()-1].add(cell)
		}
	}
	x.found, x.hints = x.found[:0], 0
	x.net.inner.build(linkXY, &x.in, &x.inWhere, &x.inCells)
	used := 0
	// The branches of each on and off of a cell with two or more
	// candidates in b's state that b has not decided.
	for cell, m := range b.marks {
		if m.count() < 2 {
			continue
		}
		for ; m != 0; m &= m - 1 {
			d := m.lowest()
			for _, root := range [2]int16{potOn(cell, d), potOff(cell, d)} {
				if x.left--; x.left < 0 || x.left&1023 == 0 && x.ctx != nil && x.ctx.Err() != nil {
					x.over = true
					return false
				}
				// Only a root the closure says reaches its opposite
				// can; the others' branches wait until needed.
				x.inOf[root] = nil
				if !x.net.inner.reaches(root, root^1) {
					continue
				}
				ib := x.innerOf(root, &used)
				if ib.reached.has(root^1) && !b.reached.has(root^1) {
					x.conclude(b, c, where, root^1, []*branch{ib}, -1, -1)
				}
			}
		}
	}
	// The bidirectional cycles of the inner branches of ons: a loop
	// back to its assumption, each of whose weak links then holds both
	// ways.
	for cell, m := range b.marks {
		if m.count() < 2 {
			continue
		}
		for ; m != 0; m &= m - 1 {
			on := potOn(cell, m.lowest())
			ib := x.inOf[on]
			if ib == nil {
				// Left unpropagated above, as it does not reach its
				// opposite; a loop back to it needs a cycle of links.
				if !x.net.inner.onCycle(on) {
					continue
				}
				ib = x.innerOf(on, &used)
			}
			ib.loops(&x.in, &x.inWhere, func(u, v int16) {
				x.cycle(b, c, where, ib, u, v)
			})
		}
	}
	// The forcing chains and cycles are one rule, the cell and region
	// forcing chains the next: these are looked for only when those
	// derive nothing, as Sudoku Explainer's branches on the forum's
	// hardest do (a round of turbot fishes, and the region forcing chains
	// only in the next).
	if x.enter(b) {
		return true
	}
	x.found, x.hints = x.found[:0], 0
	if x.level >= nestMultiple {
		// Static cell and region forcing chains start from the cells with
		// three candidates or more, as the outer ones do (see
		// startsChains): a region's chains from its first place.
		var roots [9]int16
		for cell, m := range b.marks {
			if m.count() < 3 {
				continue
			}
			n := 0
			for ; m != 0; m &= m - 1 {
				roots[n] = potOn(cell, m.lowest())
				n++
			}
			x.commonOf(b, c, where, roots[:n], -1, cell, &used)
		}
		for h := range 27 {
			for d := uint8(1); d <= 9; d++ {
				w := b.where[h][d-1]
				if bits.OnesCount16(w) < 2 || b.marks[cellAt(h, bits.TrailingZeros16(w))].count() < 3 {
					continue
				}
				n := 0
				for ; w != 0; w &= w - 1 {
					o := cellAt(h, bits.TrailingZeros16(w))
					if b.marks[o].count() < 2 {
						n = 0 // decided already
						break
					}
					roots[n] = potOn(o, d)
					n++
				}
				if n >= 2 {
					x.commonOf(b, c, where, roots[:n], h, -1, &used)
				}
			}
		}
	}
	return x.enter(b)
}

// enter adds to b what the nested chains of a round concluded, as Sudoku
// Explainer does: each chain stands for the candidates it removes from
// b's state, its conclusion when that is an off, the other digits of the
// cell when it is an on (the branch then places the digit by its own
// links); the chains are taken in increasing order of complexity and, of
// the same complexity, in the order of chainKey, then as found, and a
// candidate that an earlier chain removed is not removed again. (On the forum's hardest,
// SE's branch, printed as it reaches them, takes a round's nested
// conclusions in exactly this order: by complexity, then by cell.) The
// candidates one chain removes count its complexity once (see
// nestedRef). It reports whether anything was added.
func (x *nestCtx) enter(b *branch) bool {
	slices.SortStableFunc(x.found, func(f, g derived) int {
		if f.cx != g.cx {
			return f.cx - g.cx
		}
		return f.key - g.key
	})
	added, last, id := false, -1, int16(-1)
	for _, f := range x.found {
		if f.p < 0 {
			continue
		}
		if f.hint != last {
			last, id = f.hint, -1
		} // else the same cycle, which keeps its name
		cell, d := potCell(f.p), potDigit(f.p)
		offs := digitMask(d)
		if potIsOn(f.p) {
			offs = b.marks[cell] &^ offs
		}
		for ; offs != 0; offs &= offs - 1 {
			q := potOff(cell, offs.lowest())
			if b.reached.has(q) || b.marks[cell]&digitMask(potDigit(q)) == 0 {
				continue
			}
			if id < 0 {
				id = q
			}
			b.reach(q, f.parents...)
			b.nestCx[q] = nestedRef(f.cx, id, f.sig)
			added = true
		}
	}
	return added
}

// nestedRef returns what branch.nestCx holds for a candidate that a
// nested chain of complexity cx and signature sig removed: the
// complexity, the first candidate the chain removed and the signature,
// which together name the chain, so that a step counts it once however
// many of its candidates it rests on (see sumAncestors).
func nestedRef(cx int, id int16, sig uint32) int64 {
	return int64(sig)<<32 | int64(cx)<<11 | int64(id)
}

// nestedComplexity undoes nestedRef for the complexity.
func nestedComplexity(ref int64) int { return int(ref >> 11 & (1<<21 - 1)) }

// common concludes what every inner branch of brs reaches and b has not,
// the branches being those of a cell or of the places of a digit in house.
func (x *nestCtx) common(b *branch, c *Candidates, where *[27][9]uint16, brs []*branch, house, cell int) {
	common := brs[0].reached
	for _, ib := range brs[1:] {
		for j := range common {
			common[j] &= ib.reached[j]
		}
	}
	for i := range common {
		for w := common[i] &^ b.reached[i]; w != 0; w &= w - 1 {
			p := int16(i*64 + bits.TrailingZeros64(w))
			x.conclude(b, c, where, p, brs, house, cell)
		}
	}
}

// conclude records p, which the inner branches brs imply in the state of
// b, with the offs of b it rests on and its complexity; the branches
// start from the places of a digit in house, or the digits of cell, when
// these are not -1.
func (x *nestCtx) conclude(b *branch, c *Candidates, where *[27][9]uint16, p int16, brs []*branch, house, cell int) {
	cx := 0
	for _, ib := range brs {
		k, st := ib.ancestors(p, maxChainComplexity*9, &x.seen, x.stack)
		x.stack = st
		cx += k
	}
	// A nested forcing chain counts each of its potentials, its
	// assumption and its end included: on the forum's hardest, where
	// Sudoku Explainer named the nested chains of a step, their lengths
	// so counted make its rating. A cell or region forcing chain counts
	// the potentials of each of its chains (so SE's, printed with their
	// complexities as a branch reaches them, do).
	if !x.lower(p, cx) {
		return
	}
	x.used = potSet{}
	if cell >= 0 {
		for o := c.marks[cell] &^ b.marks[cell]; o != 0; o &= o - 1 {
			x.used.add(potOff(cell, o.lowest()))
		}
	}
	if house >= 0 {
		d := potDigit(brs[0].root)
		for w := where[house][d-1] &^ b.where[house][d-1]; w != 0; w &= w - 1 {
			x.used.add(potOff(cellAt(house, bits.TrailingZeros16(w)), d))
		}
	}
	xOnly := len(brs) == 1
	sig := uint32(2166136261)
	for _, ib := range brs {
		x.chain, x.stack = ib.chainOnto(p, &x.seen, x.chain, x.stack)
		sig = chainSig(sig, x.chain)
		for _, q := range x.chain {
			xOnly = xOnly && potDigit(q) == potDigit(p)
			if !potIsOn(q) {
				continue
			}
			for _, r := range ib.parents(q) {
				x.strongLink(b, c, where, r, q)
			}
		}
	}
	var parents []int16
	for i := range x.used {
		for w := x.used[i]; w != 0; w &= w - 1 {
			parents = append(parents, int16(i*64+bits.TrailingZeros64(w)))
		}
	}
	key := chainKey(xOnly, potCell(brs[0].root))
	if len(brs) > 1 {
		key = multipleKey + potCell(brs[0].root)
	}
	x.found = append(x.found, derived{p, parents, cx, x.hints, key, sig})
	x.hints++
}

// chainSig folds the potentials of chain into sig (in the manner of
// FNV-1a, a potential at a time, then a separator): two nested chains
// of the same complexity and first removed candidate with the same
// signature are taken for the same chain (see sumAncestors); two
// different ones share it with a chance of about one in four billion.
func chainSig(sig uint32, chain []int16) uint32 {
	for _, q := range chain {
		sig = (sig ^ uint32(uint16(q))) * 16777619
	}
	return (sig ^ 0xffff) * 16777619
}

// chainKey returns the place of a nested chain from a root in cell
// among those of the same complexity: Sudoku Explainer finds the chains
// of one digit first, then the others, each in the order of the cells of
// their assumptions, and keeps that order among the chains of the same
// complexity.
func chainKey(xOnly bool, cell int) int {
	if xOnly {
		return cell
	}
	return 81 + cell
}

// multipleKey is the place of the cell and region forcing chains among
// the nested chains of the same complexity: after the others, and among
// themselves in the order of the cells of their first assumptions (the
// cell's first digit, the house's first place of the digit), not cell
// chains before region chains. On the forum's hardest, taking them as
// found (the cells' chains, then the houses' by house) put a region
// chain before a cell chain of the same complexity that SE's branch
// reached first, and the branch met another contradiction.
const multipleKey = 2 * 81

// lower reports whether a chain of complexity cx that concludes p is to
// be recorded: no chain of the round concluded p with cx or less. The
// entry of one that concluded it with more is dropped: enter takes the
// chains in the order found among those of the same complexity.
func (x *nestCtx) lower(p int16, cx int) bool {
	for i := range x.found {
		if x.found[i].p == p {
			if cx >= x.found[i].cx {
				return false
			}
			x.found[i].p = -1
		}
	}
	return true
}

// strongLink adds to x.used the offs of b that make the inner link from
// the off r to the on q hold: the digits b took from their cell, or the
// places of their digit b took from a house where two are left, the
// first such house in the order box, row, column, as Sudoku Explainer
// takes them.
func (x *nestCtx) strongLink(b *branch, c *Candidates, where *[27][9]uint16, r, q int16) {
	x.linkOffs(b, c, where, r, q, true)
}

// weakLink adds to x.used the offs of b that the weak link from the on
// q to the off r rests on, read the other way round as a strong link:
// the digits b took from their cell, or the places of their digit b took
// from the first house, in the order box, row, column, that holds both.
func (x *nestCtx) weakLink(b *branch, c *Candidates, where *[27][9]uint16, r, q int16) {
	x.linkOffs(b, c, where, r, q, false)
}

// linkOffs is strongLink, or weakLink when strong is false, which takes
// the first house that holds both cells whether or not two places are
// left in it.
func (x *nestCtx) linkOffs(b *branch, c *Candidates, where *[27][9]uint16, r, q int16, strong bool) {
	cr, cq, d := potCell(r), potCell(q), potDigit(q)
	if cr == cq {
		for o := c.marks[cq] &^ b.marks[cq]; o != 0; o &= o - 1 {
			x.used.add(potOff(cq, o.lowest()))
		}
		return
	}
	g, h := &geometry[cr], &geometry[cq]
	for _, pair := range [3][2]uint8{{g.box, h.box}, {g.row, h.row}, {g.col, h.col}} {
		hs := int(pair[0])
		if pair[0] != pair[1] || strong && bits.OnesCount16(b.where[hs][d-1]) != 2 {
			continue
		}
		for w := where[hs][d-1] &^ b.where[hs][d-1]; w != 0; w &= w - 1 {
			x.used.add(potOff(cellAt(hs, bits.TrailingZeros16(w)), d))
		}
		return
	}
}

// cycle records the offs that the loop of the inner branch ib, from its
// assumption to the on u, then the off v and back, removes in the state
// of b: the candidates that see both ends of one of its weak links
// between two cells. They rest on the offs of b that its links need both
// ways round; their complexity is the loop's length.
func (x *nestCtx) cycle(b *branch, c *Candidates, where *[27][9]uint16, ib *branch, u, v int16) {
	x.chain, x.stack = ib.chainOnto(u, &x.seen, x.chain, x.stack)
	x.chain = append(x.chain, v)
	ps := x.chain
	x.used = potSet{}
	for _, q := range ps {
		if potIsOn(q) {
			for _, r := range ib.parents(q) {
				x.strongLink(b, c, where, r, q)
			}
		}
	}
	x.strongLink(b, c, where, v, ib.root)
	// The loop holds both ways: its weak links are strong links of the
	// loop the other way round, which rest on what b took from their
	// cell or house too (so SE's cycles on the forum's hardest do).
	for i, q := range ps {
		if potIsOn(q) {
			x.weakLink(b, c, where, ps[(i+1)%len(ps)], q)
		}
	}
	var parents []int16
	for i := range x.used {
		for w := x.used[i]; w != 0; w &= w - 1 {
			parents = append(parents, int16(i*64+bits.TrailingZeros64(w)))
		}
	}
	cx := len(ps)
	sig := chainSig(2166136261, ps)
	xOnly := true
	for _, q := range ps {
		xOnly = xOnly && potDigit(q) == potDigit(ib.root)
	}
	key := chainKey(xOnly, potCell(ib.root))
	add := func(cell int, d uint8) {
		p := potOff(cell, d)
		if b.marks[cell]&digitMask(d) == 0 || b.reached.has(p) {
			return
		}
		if x.lower(p, cx) {
			x.found = append(x.found, derived{p, parents, cx, x.hints, key, sig})
		}
	}
	for i, q := range ps {
		if !potIsOn(q) {
			continue
		}
		// A weak link in a cell removes nothing: SE's cycles on the
		// forum's hardest remove no other digit of such a cell.
		cq, cr := potCell(q), potCell(ps[(i+1)%len(ps)])
		if cq == cr {
			continue
		}
		set := peerSet[cq].and(peerSet[cr])
		for o := set.next(0); o < 81; o = set.next(o + 1) {
			add(o, potDigit(q))
		}
	}
	x.hints++
}

// pairHouses lists the houses in the order Sudoku Explainer looks for
// pairs in them: the boxes, the rows, then the columns.
var pairHouses = func() (hs [27]uint8) {
	for i := range 27 {
		hs[i] = uint8((i + 18) % 27)
	}
	return hs
}()

// The rules below reach the offs that hidden pairs, naked pairs and
// X-wings give in the state of b. Each rests on the candidates b took
// from the pattern's cells (a naked pair), or from the places of its
// digits in its houses (a hidden pair, an X-wing); with none, the pattern
// holds in the position itself and is left to the techniques that find
// it there. Only the patterns with a digit (a cell, for a naked pair) in
// x.digits (x.places) are looked at. A pattern's offs are reached in
// the order of its houses and of their cells, and by digit within a
// cell. Sudoku Explainer takes the cells in the order of a hash table
// keyed by their Java identity hashes, which depend on the JVM and on
// what the run hashed before, not on the puzzle alone; with those hashes
// all equal (-XX:hashCode=2) its order is this one.

// hiddenPairs reaches what hidden pairs give: two digits of a house left
// with the same two places.
func (x *nestCtx) hiddenPairs(b *branch, where *[27][9]uint16) bool {
	found := false
	var parents []int16
	// The boxes first at every level: on the forum's hardest, SE's (+)
	// branches, printed as they reach them, take a box's pair where a
	// column's has the same two places (G2 and G3), and rest on what the
	// branch took from the box.
	for _, h8 := range pairHouses {
		h := int(h8)
		if x.digits[h] == 0 {
			continue
		}
		for d := range 9 {
			w := b.where[h][d]
			if bits.OnesCount16(w) != 2 {
				continue
			}
			for e := d + 1; e < 9; e++ {
				if b.where[h][e] != w || x.digits[h]&(1<<d|1<<e) == 0 {
					continue
				}
				parents = parents[:0]
				for _, k := range [2]int{d, e} {
					parents = appendGone(parents, h, k, where[h][k]&^w)
				}
				if len(parents) == 0 {
					continue
				}
				pair := digitMask(uint8(d+1)) | digitMask(uint8(e+1))
				for r := w; r != 0; r &= r - 1 {
					o := cellAt(h, bits.TrailingZeros16(r))
					for m := b.marks[o] &^ pair; m != 0; m &= m - 1 {
						found = x.off(b, o, m.lowest(), parents) || found
					}
				}
			}
		}
	}
	return found
}

// appendGone appends to parents the offs of the digit d+1 in the places
// gone of house h (place k as bit k), and returns the result.
func appendGone(parents []int16, h, d int, gone uint16) []int16 {
	for ; gone != 0; gone &= gone - 1 {
		parents = append(parents, potOff(cellAt(h, bits.TrailingZeros16(gone)), uint8(d+1)))
	}
	return parents
}

// nakedPairs reaches what naked pairs give: two cells of a house left
// with the same two digits.
func (x *nestCtx) nakedPairs(b *branch, c *Candidates) bool {
	found := false
	var parents []int16
	for _, h8 := range pairHouses {
		h := int(h8)
		if x.places[h] == 0 {
			continue
		}
		cs := &houses[h]
		for i := range 9 {
			m := b.marks[cs[i]]
			if m.count() != 2 {
				continue
			}
			for j := i + 1; j < 9; j++ {
				if b.marks[cs[j]] != m || x.places[h]&(1<<i|1<<j) == 0 {
					continue
				}
				parents = parents[:0]
				for _, o := range [2]uint8{cs[i], cs[j]} {
					for r := c.marks[o] &^ m; r != 0; r &= r - 1 {
						parents = append(parents, potOff(int(o), r.lowest()))
					}
				}
				if len(parents) == 0 {
					continue
				}
				for k, o := range cs {
					if k == i || k == j {
						continue
					}
					for r := b.marks[o] & m; r != 0; r &= r - 1 {
						found = x.off(b, int(o), r.lowest(), parents) || found
					}
				}
			}
		}
	}
	return found
}

// xWings reaches what X-wings give: a digit left with the same two
// places in two rows, or in two columns.
func (x *nestCtx) xWings(b *branch, where *[27][9]uint16) bool {
	found := false
	var parents []int16
	var rows, cols uint16 // the digits changed in some row, column
	for h := range 9 {
		rows |= x.digits[h]
		cols |= x.digits[9+h]
	}
	for d := range 9 {
		for _, lines := range [2]int{0, 9} {
			if (lines == 0 && rows&(1<<d) == 0) || (lines == 9 && cols&(1<<d) == 0) {
				continue
			}
			for h := lines; h < lines+9; h++ {
				w := b.where[h][d]
				if bits.OnesCount16(w) != 2 {
					continue
				}
				for g := h + 1; g < lines+9; g++ {
					if b.where[g][d] != w || (x.digits[h]|x.digits[g])&(1<<d) == 0 {
						continue
					}
					parents = parents[:0]
					for _, k := range [2]int{h, g} {
						parents = appendGone(parents, k, d, where[k][d]&^w)
					}
					if len(parents) == 0 {
						continue
					}
					for r := w; r != 0; r &= r - 1 {
						cover := 9 - lines + bits.TrailingZeros16(r)
						for i := range 9 {
							o := cellAt(cover, i)
							if inHouse(o, h) || inHouse(o, g) {
								continue
							}
							found = x.off(b, o, uint8(d+1), parents) || found
						}
					}
				}
			}
		}
	}
	return found
}

// off reaches the off of d in cell in b, resting on parents, unless b
// has it already or the cell has no such candidate in b's state.
func (x *nestCtx) off(b *branch, cell int, d uint8, parents []int16) bool {
	p := potOff(cell, d)
	if b.marks[cell]&digitMask(d) == 0 || b.reached.has(p) {
		return false
	}
	b.reach(p, parents...)
	return true
}
