// Technique engine, chains: SE's static and dynamic forcing chains.

package sudoku

import (
	"math/bits"
	"slices"
	"sync"
)

// The forcing chains of Sudoku Explainer's scale, from its forcing X-chains
// (6.6) to its dynamic forcing chains (8.5). Each technique gathers every
// step it can make in the position and keeps the one with the lowest
// rating, as Sudoku Explainer does; a rating is the technique's base plus
// the length bonus of the number of potentials the conclusion rests on
// (see implication.go and lengthBonus).
//
//   - A forcing chain (static, one branch): an assumption implies its own
//     opposite. On that implies off eliminates the candidate; off that
//     implies on places it.
//   - A contradiction (Nishio; dynamic): an assumption implies some
//     potential and its opposite.
//   - A double forcing chain (dynamic): a candidate on and off imply the
//     same potential.
//   - Cell and region forcing chains: each digit of a cell, or each place
//     of a digit in a house, implies the same potential.

// The kinds of conclusion, for the text of a step.
const (
	forcingChainKind  = iota + 1 // one branch implies its own opposite
	contradictionKind            // one branch implies a potential and its opposite
	doubleKind                   // a candidate on and off imply the same
	cellKind                     // each digit of a cell implies the same
	regionKind                   // each place of a digit in a house implies the same
	cycleKind                    // one branch comes back to its assumption
)

// A forcingHint is a step found by the forcing chains, before it is
// written into the solver's step.
type forcingHint struct {
	tenths    int
	cx        int       // its complexity
	technique Technique // the technique of a static chain
	kind      int
	concl     int16      // the conclusion: a potential
	roots     [9]*branch // the branches it rests on
	n         int        // how many
	ends      [9]int16   // the potential each branch ends at
	house     int        // the house of a region forcing chain, or -1
}

// A forcingNet holds the branches of the forcing chains of one position,
// so that the techniques that follow the same links from the same
// assumptions in it (XY-chains, cell and region forcing chains) share
// them. It keeps the static branches that the next position leaves as
// they were (see moveTo).
type forcingNet struct {
	free     []*branch                 // branches to reuse
	pos      Candidates                // the position of the branches
	of       [6][numPotentials]*branch // the branch of each kind of links and root, or nil
	live     []int32                   // the entries of of that are not nil, as k*numPotentials+root
	cells    [9]cellSet                // the cells of each digit in pos
	dirty    potSet                    // scratch space of moveTo, for static branches
	dirtyDyn potSet                    // and for dynamic ones
	seen     potSet
	stack    []int16
	// maxCx is the highest complexity a conclusion may have and still
	// rate lower than the best found so far; 0 when none can.
	maxCx int
	base  int // the base rating of the technique searched, in tenths
	// closure tells which roots of the static chains can conclude, in
	// the position closedPos when closed.
	closure   staticClosure
	closed    bool
	closedPos Candidates
	// inner is the closure of the static links in the state of a
	// branch of the nested searches (see nested.go).
	inner staticClosure
	// levels is the scratch space of the static chains' walk of levels.
	levels levelWalk
}

// nets holds the forcing nets not in use. A net holds a few megabytes of
// branches once grown; sharing them between searches, and between calls
// of Rate, Path and Hint, spares growing them again each time.
var nets = sync.Pool{New: func() any { return new(forcingNet) }}

// beginForcing starts a search for a technique of base rating base, with a
// forcing net from nets, and forgets the branches of another position. The
// search gives the net back with endForcing.
func (s *solver) beginForcing(base int) {
	n := nets.Get().(*forcingNet)
	s.chain.net = n
	n.base, n.maxCx = base, maxChainComplexity
	if n.pos != s.c {
		s.moveTo(n)
	}
}

// moveTo makes the net's branches those of the solver's position. When
// the position differs from the net's by eliminations only, a branch that
// reached none of the potentials whose links changed is the same in the
// new position, and is kept; the rest go. For a static branch those are
// the potentials of the candidates removed, and the offs of the places
// and digits that became the only two of a house or a cell. A dynamic
// branch also counts what is left in a house or a cell as it turns
// candidates off, so for it they are every potential of the cell of a
// candidate removed, and of its digit in the candidate's houses: a
// branch that reached none of them counted nothing there.
func (s *solver) moveTo(n *forcingNet) {
	keep := n.dirtyBetween(&n.pos, &s.c, &s.where)
	live := n.live[:0]
	for _, e := range n.live {
		k, root := e/numPotentials, e%numPotentials
		b := n.of[k][root]
		dirty := &n.dirty
		if k >= 3 {
			dirty = &n.dirtyDyn
		}
		if keep && !b.reached.meets(dirty) {
			live = append(live, e)
			continue
		}
		n.free = append(n.free, b)
		n.of[k][root] = nil
	}
	n.live = live
	n.pos = s.c
	n.cells = digitCells(&s.c)
}

// digitCells returns the cells of each digit, 1 to 9, among c's marks.
func digitCells(c *Candidates) [9]cellSet {
	var cells [9]cellSet
	for cell, m := range c.marks {
		for ; m != 0; m &= m - 1 {
			cells[m.lowest()-1].add(cell)
		}
	}
	return cells
}

// dirtyBetween sets n.dirty and n.dirtyDyn to the potentials whose links
// differ between the positions old and cur (whose house tables are
// where) for static and dynamic branches (see moveTo), and reports
// whether cur is old less some candidates; when it is not, the sets are
// not made.
func (n *forcingNet) dirtyBetween(old, cur *Candidates, where *[27][9]uint16) bool {
	if old.values != cur.values || old.unique != cur.unique {
		return false
	}
	n.dirty, n.dirtyDyn = potSet{}, potSet{}
	for cell := range 81 {
		gone := old.marks[cell] &^ cur.marks[cell]
		if cur.marks[cell]&^old.marks[cell] != 0 {
			return false
		}
		if gone == 0 {
			continue
		}
		if m := cur.marks[cell]; m.count() == 2 {
			for ; m != 0; m &= m - 1 {
				n.dirty.add(potOff(cell, m.lowest()))
			}
		}
		for d := uint8(1); d <= 9; d++ {
			n.dirtyDyn.add(potOn(cell, d))
			n.dirtyDyn.add(potOff(cell, d))
		}
		for ; gone != 0; gone &= gone - 1 {
			d := gone.lowest()
			n.dirty.add(potOn(cell, d))
			n.dirty.add(potOff(cell, d))
			g := &geometry[cell]
			for _, h := range [3]uint8{g.box, g.row, g.col} {
				for _, o := range houses[h] {
					n.dirtyDyn.add(potOn(int(o), d))
					n.dirtyDyn.add(potOff(int(o), d))
				}
			}
			for _, h := range [3]uint8{g.box, g.row, g.col} {
				w := where[h][d-1]
				if bits.OnesCount16(w) != 2 {
					continue
				}
				for ; w != 0; w &= w - 1 {
					n.dirty.add(potOff(cellAt(int(h), bits.TrailingZeros16(w)), d))
				}
			}
		}
	}
	return true
}

// endForcing gives the solver's forcing net back to nets. The branches
// stay in it, marked with their position: the next search of the same
// position that gets the same net uses them again.
func (s *solver) endForcing() {
	nets.Put(s.chain.net)
	s.chain.net = nil
}

// kindIndex numbers the kinds of links the searches use.
func kindIndex(kinds linkKinds) int {
	i := int(kinds&linkXY) - 1 // X 0, Y 1, XY 2
	if kinds&linkDynamic != 0 {
		i += 3
	}
	return i
}

// branchOf returns the branch of root with the links kinds, propagating
// it on first use in this position, or again when it was cut short and
// the search now needs it deeper.
func (s *solver) branchOf(root int16, kinds linkKinds) *branch {
	return s.branchTo(root, kinds, -1)
}

// branchTo is branchOf that, when target is not -1 and the branch is
// propagated, stops it once it reaches target (see propagateTo): for a
// search that needs only the chain to target, and the branch's depth,
// which then says how far it is whole.
func (s *solver) branchTo(root int16, kinds linkKinds, target int16) *branch {
	if s.chain.nest != nil {
		return s.chain.nest.branchOf(root, kinds)
	}
	n := s.chain.net
	k := kindIndex(kinds)
	b := n.of[k][root]
	switch {
	case b != nil && (!b.cut || b.depth >= n.maxCx):
		return b
	case b != nil:
		// Cut short, and needed deeper: propagate it again.
	case len(n.free) > 0:
		b = n.free[len(n.free)-1]
		n.free = n.free[:len(n.free)-1]
		n.live = append(n.live, int32(k*numPotentials)+int32(root))
	default:
		b = new(branch)
		n.live = append(n.live, int32(k*numPotentials)+int32(root))
	}
	b.propagateTo(root, kinds, &s.c, &s.where, &n.cells, n.maxCx, target)
	n.of[k][root] = b
	return b
}

// ancestors returns the number of potentials p rests on in b, or a
// number above limit when it is above limit.
func (s *solver) ancestors(b *branch, p int16, limit int) int {
	if b.level(p) > limit {
		return limit + 1
	}
	n := s.chain.net
	k, st := b.ancestors(p, limit, &n.seen, n.stack)
	n.stack = st
	return k
}

// sumAncestors returns the sum of the ancestors of each branch's end in h,
// or a number above the bound of the search when it is above it. On the
// nested levels it adds the complexity of each nested chain the ends rest
// on, once however many ends, in one branch or several, rest on it. A
// nested chain is known by its potentials (a signature), its complexity
// and the first candidate it removed (see nestedRef), not by that
// candidate alone. (On the forum's hardest, Sudoku Explainer's cell
// forcing chain of I2 at 11.0 counts a forcing chain of E3.4 off, cx 8,
// that two of its branches rest on, once, and a region forcing chain of
// E3.4 off, cx 12, in the third, besides: its complexity, 100, is its 39
// potentials and its seven distinct nested chains. Four steps later its
// cell forcing chain of I2 ==> F3.4 off counts two nested cell forcing
// chains of F1 ==> F3.4 off, one in each of two branches where F1 has
// other candidates, twice: it rates 11.1, 11.0 when counted once.)
func (s *solver) sumAncestors(h *forcingHint) int {
	limit, sum := s.chain.net.maxCx, 0
	var buf [32]int64
	counted := buf[:0]
	for i := range h.n {
		sum += s.ancestors(h.roots[i], h.ends[i], limit-sum)
		if sum > limit {
			break
		}
		if b := h.roots[i]; b.nestCx != nil {
			for q, ref := range b.nestCx {
				if s.chain.net.seen.has(q) && !slices.Contains(counted, ref) {
					counted = append(counted, ref)
					sum += nestedComplexity(ref)
				}
			}
		}
	}
	return sum
}

// chainRating returns the rating in tenths of a conclusion of the given
// complexity on the base rating base.
func chainRating(base, complexity int) int {
	return base + lengthBonus(complexity-2)
}

// maxChainComplexity bounds the complexity of every conclusion: a chain
// of more potentials than a position has is never needed.
const maxChainComplexity = numPotentials

// consider keeps h, of complexity cx on the base rating base, in best
// when it rates lower or, at the same rating, rests on fewer potentials (so
// Sudoku Explainer orders its steps), and lowers the bound of the
// complexity of the next conclusions to consider.
func (n *forcingNet) consider(best *forcingHint, h *forcingHint, cx, base int) {
	if cx > n.maxCx {
		return
	}
	tenths := chainRating(base, cx)
	if best.n > 0 && (tenths > best.tenths || tenths == best.tenths && cx >= best.cx) {
		return
	}
	h.tenths, h.cx = tenths, cx
	*best = *h
	// What may still beat it: fewer potentials, or more on the lowest
	// base of the search while rating lower.
	n.maxCx = cx - 1
	for chainRating(n.base, n.maxCx+1) < tenths {
		n.maxCx++
	}
}

// The bases of the static chains, in tenths: a cycle of one digit or of
// cells with two digits, a forcing chain of one digit, and the others.
const (
	baseCycle      = 65
	baseXChain     = 66
	baseChain      = 70
	baseCycleMixed = 70
)

// staticChainStep finds Sudoku Explainer's static chains: forcing chains
// (a candidate on implies it off, or off implies it on) and bidirectional
// cycles (a continuous loop), with house links of one digit (X), with
// cells of two digits and links of one digit between cells (Y), and with
// all links, and records the one rated lowest: an X-chain when it uses one
// digit's links only, an XY-chain when a cycle of cells with two digits or
// a chain whose strong links are all such cells, an AIC otherwise.
func (s *solver) staticChainStep() bool {
	s.beginForcing(baseCycle)
	var best forcingHint
	n := s.chain.net
	// Only the roots that the closure of all the static links says may
	// conclude are followed: the others find nothing with all the links,
	// and so nothing with some.
	x := s.closure()
	n.levels.prepare(&s.c, &s.where)
	var lim keepLimits
	for _, kinds := range [3]linkKinds{linkX, linkY, linkXY} {
		k := kindIndex(kinds)
		for cell, m := range s.c.marks {
			for ; m != 0 && n.maxCx > 0; m &= m - 1 {
				d := m.lowest()
				for _, root := range [2]int16{potOn(cell, d), potOff(cell, d)} {
					lim.update(n, &best)
					limit, loopLimit := lim.forcing[min(k, 1)], lim.cycle
					chain := limit >= 2 && x.reaches(root, root^1)
					loop := loopLimit >= 4 && x.mayLoop(root)
					if !chain && !loop {
						continue
					}
					if b := n.of[k][root]; b == nil || b.cut && b.depth < n.maxCx {
						// No branch to use: propagate one only if
						// its levels say that it may give a
						// conclusion that would be kept.
						if !chain {
							limit = 0
						}
						if !loop {
							loopLimit = 0
						}
						f, c := n.levels.walk(root, kinds, limit, loopLimit, &s.c, &s.where, &n.cells)
						if f == 0 && c == 0 {
							continue
						}
						loop = c != 0
					}
					s.staticChainsFrom(root, kinds, loop, &best)
				}
			}
		}
	}
	if best.n > 0 {
		s.emitForcing(best.technique, &best)
	}
	s.endForcing()
	return best.n > 0
}

// keepLimits holds the highest complexity of a static chain that
// consider may still keep, for the best found so far: for a forcing
// chain with one digit's links, one with the others, and for a loop.
type keepLimits struct {
	forcing    [2]int
	cycle      int
	tenths, cx int // the best's rating and complexity they were made for
	maxCx      int // and the bound of the complexity
	made       bool
}

// update makes the limits those of best and n.maxCx.
//
// A forcing chain with one digit's links has the X-chain's base. With
// cell links only, a chain changes digit at each strong link, and has
// the base of the other chains. With all the links, a chain of one
// digit's links is an X-chain too; but the branch of the same root with
// those links only reaches the same opposite as soon or sooner, and its
// chain, found before it, rates as low: so only the other chains may be
// kept, with their base. A loop may have the cycles' base whatever the
// links (its cells and its eliminations depend on the path the branch
// takes).
func (l *keepLimits) update(n *forcingNet, best *forcingHint) {
	if l.made && l.maxCx == n.maxCx && l.tenths == best.tenths && l.cx == best.cx {
		return
	}
	l.made, l.maxCx, l.tenths, l.cx = true, n.maxCx, best.tenths, best.cx
	l.forcing[0] = n.keepLimit(best, baseXChain)
	l.forcing[1] = n.keepLimit(best, baseChain)
	l.cycle = n.keepLimit(best, baseCycle)
}

// keepLimit returns the highest complexity of a conclusion on the base
// rating base that consider may keep in best, or 0 when there is none.
func (n *forcingNet) keepLimit(best *forcingHint, base int) int {
	// What may be kept is a range of complexities from the lowest.
	lo, hi := 0, n.maxCx
	for lo < hi {
		mid := (lo + hi + 1) / 2
		if n.mayKeep(best, mid, base) {
			lo = mid
		} else {
			hi = mid - 1
		}
	}
	return lo
}

// mayKeep reports whether consider may keep a conclusion of complexity
// cx on the base rating base, or on a higher one, in best; never for a
// complexity of 0.
func (n *forcingNet) mayKeep(best *forcingHint, cx, base int) bool {
	if cx == 0 || cx > n.maxCx {
		return false
	}
	t := chainRating(base, cx)
	return best.n == 0 || t < best.tenths || t == best.tenths && cx < best.cx
}

// closure returns the closure of the static links of kinds linkXY in
// the solver's position, made on first use in the position.
func (s *solver) closure() *staticClosure {
	n := s.chain.net
	if !n.closed || n.closedPos != s.c {
		n.closure.build(linkXY, &s.c, &s.where, &n.cells)
		n.closed, n.closedPos = true, s.c
	}
	return &n.closure
}

// staticChainsFrom considers the forcing chain and, when loop is true,
// the cycle from root.
func (s *solver) staticChainsFrom(root int16, kinds linkKinds, loop bool, best *forcingHint) {
	// A branch that serves the root's forcing chain only may stop at
	// the opposite: an off's (no other search follows static branches
	// from an off), and an on's without a loop, but for all the links,
	// whose branches of ons the cell and region forcing chains share.
	target := int16(-1)
	if !potIsOn(root) || !loop && kinds != linkXY {
		target = root ^ 1
	}
	b := s.branchTo(root, kinds, target)
	n := s.chain.net
	if b.reached.has(root ^ 1) {
		h := forcingHint{kind: forcingChainKind, concl: root ^ 1, n: 1, house: -1}
		h.roots[0], h.ends[0] = b, root^1
		t, base := b.chainKind(root^1, -1)
		h.technique = t
		n.consider(best, &h, s.sumAncestors(&h), base)
	}
	if !potIsOn(root) || !loop {
		return
	}
	b.loops(&s.c, &s.where, func(u, v int16) {
		ps := append(b.chainTo(u, &n.seen), v)
		if !s.cycleEliminates(ps) {
			return
		}
		h := forcingHint{kind: cycleKind, concl: v, n: 1, house: -1}
		h.roots[0], h.ends[0] = b, u
		t, base := b.chainKind(u, v)
		h.technique = t
		n.consider(best, &h, len(ps), base)
	})
}

// cycleEliminates reports whether the continuous loop ps (from an on back
// to just before it) removes any candidate: each of its weak links holds
// both ways, so a digit of two cells that see each other goes from the
// cells that see both, and two digits of one cell leave room for no other.
func (s *solver) cycleEliminates(ps []int16) bool {
	found := false
	s.cycleLinks(ps, func(c int, d uint8) { found = true })
	return found
}

// nishioStep finds the candidates whose assumption, followed dynamically
// through one digit's house links, reaches a contradiction, and records
// the one rated lowest.
func (s *solver) nishioStep(t Technique, base int) bool {
	s.beginForcing(base)
	var best forcingHint
	for cell, m := range s.c.marks {
		for ; m != 0 && s.chain.net.maxCx > 0; m &= m - 1 {
			root := potOn(cell, m.lowest())
			if h, ok := s.contradiction(root, linkX|linkDynamic, base); ok {
				s.chain.net.consider(&best, &h, s.sumAncestors(&h), base)
			}
		}
	}
	if best.n > 0 {
		s.emitForcing(t, &best)
	}
	s.endForcing()
	return best.n > 0
}

// contradiction reports whether the branch of root reaches a
// contradiction, and returns it as a step.
func (s *solver) contradiction(root int16, kinds linkKinds, base int) (forcingHint, bool) {
	b := s.branchOf(root, kinds)
	if b.contra < 0 {
		return forcingHint{}, false
	}
	h := forcingHint{kind: contradictionKind, concl: root ^ 1, n: 2, house: -1}
	h.roots[0], h.ends[0] = b, b.contra
	h.roots[1], h.ends[1] = b, b.contra^1
	return h, true
}

// multipleStep finds the cell and region forcing chains with the links
// kinds, and with dynamic links also the contradictions and double forcing
// chains, and records the one rated lowest as technique t.
func (s *solver) multipleStep(kinds linkKinds, t Technique, base int) bool {
	s.beginForcing(base)
	var best forcingHint
	// On a tie of rating and complexity the first found is kept:
	// cells, then regions, then single candidates, the order in which
	// Sudoku Explainer sorts its steps of equal rating and complexity.
	s.cellChains(kinds, base, &best)
	s.regionChains(kinds, base, &best)
	if kinds&linkDynamic != 0 {
		s.binaryChains(kinds, base, &best)
	}
	if best.n > 0 {
		if t == CellForcingChain && best.kind == regionKind {
			t = RegionForcingChain
		}
		s.emitForcing(t, &best)
	}
	s.endForcing()
	return best.n > 0
}

// binaryChains considers the contradictions of each candidate on and off,
// and what both imply.
func (s *solver) binaryChains(kinds linkKinds, base int, best *forcingHint) {
	for cell, m := range s.c.marks {
		for ; m != 0 && s.chain.net.maxCx > 0; m &= m - 1 {
			d := m.lowest()
			on, off := potOn(cell, d), potOff(cell, d)
			for _, root := range [2]int16{on, off} {
				if h, ok := s.contradiction(root, kinds, base); ok {
					s.chain.net.consider(best, &h, s.sumAncestors(&h), base)
				}
			}
			s.doubleChains(on, off, kinds, base, best)
		}
	}
}

// cellChains considers what every digit of a cell implies.
func (s *solver) cellChains(kinds linkKinds, base int, best *forcingHint) {
	var roots [9]int16
	for cell, m := range s.c.marks {
		if m.count() < 2 || s.chain.net.maxCx == 0 || !s.startsChains(cell, kinds) {
			continue
		}
		n := 0
		for ; m != 0; m &= m - 1 {
			roots[n] = potOn(cell, m.lowest())
			n++
		}
		if !s.mayShare(roots[:n], kinds) {
			continue
		}
		s.commonConclusions(roots[:n], kinds, cellKind, -1, base, best)
	}
}

// regionChains considers what every place of a digit in a house implies.
// The houses go in Sudoku Explainer's order, which decides between
// conclusions of the same rating and complexity: by the first place of
// the digit in the house, in the order of cells; for one cell, by digit;
// for one digit, its box, then its row, then its column. (On the
// magictour collection SE took the region forcing chain of a digit's box
// over that of its row, both starting in one cell, and a column's
// starting there over a box's starting in a later cell.)
func (s *solver) regionChains(kinds linkKinds, base int, best *forcingHint) {
	var roots [9]int16
	for cell, m := range s.c.marks {
		if m.count() < 2 || s.chain.net.maxCx == 0 || !s.startsChains(cell, kinds) {
			continue
		}
		g := &geometry[cell]
		for ; m != 0; m &= m - 1 {
			d := m.lowest()
			for _, h := range [3]uint8{g.box, g.row, g.col} {
				w := s.where[h][d-1]
				if cellAt(int(h), bits.TrailingZeros16(w)) != cell {
					continue // the house starts at an earlier cell
				}
				n := 0
				for ; w != 0; w &= w - 1 {
					roots[n] = potOn(cellAt(int(h), bits.TrailingZeros16(w)), d)
					n++
				}
				if n >= 2 && s.chain.net.maxCx > 0 && s.mayShare(roots[:n], kinds) {
					s.commonConclusions(roots[:n], kinds, regionKind, int(h), base, best)
				}
			}
		}
	}
}

// startsChains reports whether the cell forcing chains of cell, and the
// region forcing chains whose first place is cell, are searched with the
// links kinds. Static ones are not searched from a cell with two
// candidates: Sudoku Explainer starts both kinds from the cells, and
// passes over those (on the magictour sample, the puzzles whose static
// region forcing chains rated a tenth lower here than in SE all started
// in such a cell, and agree without them).
func (s *solver) startsChains(cell int, kinds linkKinds) bool {
	return kinds&linkDynamic != 0 || s.c.marks[cell].count() > 2
}

// mayShare reports whether the roots may imply a potential in common
// with the links kinds: with static links, whether the closure of the
// links says so; with dynamic ones, which it does not bound, always.
func (s *solver) mayShare(roots []int16, kinds linkKinds) bool {
	if kinds&linkDynamic != 0 || s.chain.nest != nil {
		return true
	}
	return s.closure().share(roots)
}

// doubleChains considers the potentials that both on and off imply.
func (s *solver) doubleChains(on, off int16, kinds linkKinds, base int, best *forcingHint) {
	bOn, bOff := s.branchOf(on, kinds), s.branchOf(off, kinds)
	for i := range bOn.reached {
		for w := bOn.reached[i] & bOff.reached[i]; w != 0 && s.chain.net.maxCx > 0; w &= w - 1 {
			p := int16(i*64 + bits.TrailingZeros64(w))
			if p == on || p == off || potCell(p) == potCell(on) && potIsOn(p) {
				continue
			}
			h := forcingHint{kind: doubleKind, concl: p, n: 2, house: -1}
			h.roots[0], h.ends[0] = bOn, p
			h.roots[1], h.ends[1] = bOff, p
			s.chain.net.consider(best, &h, s.sumAncestors(&h), base)
		}
	}
}

// commonConclusions considers the potentials that every root implies.
func (s *solver) commonConclusions(roots []int16, kinds linkKinds, kind, house, base int, best *forcingHint) {
	var brs [9]*branch
	var common potSet
	for i, r := range roots {
		b := s.branchOf(r, kinds)
		brs[i] = b
		if i == 0 {
			common = b.reached
			continue
		}
		for j := range common {
			common[j] &= b.reached[j]
		}
	}
	// In the order the first branch reached them, as Sudoku Explainer
	// lists its conclusions.
	for _, rp := range brs[0].order {
		p := rp.p
		if s.chain.net.maxCx == 0 {
			break
		}
		if !common.has(p) {
			continue
		}
		h := forcingHint{kind: kind, concl: p, n: len(roots), house: house}
		for j, b := range brs[:len(roots)] {
			h.roots[j], h.ends[j] = b, p
		}
		s.chain.net.consider(best, &h, s.sumAncestors(&h), base)
	}
}

// emitForcing writes the hint h into the solver's step as technique t.
func (s *solver) emitForcing(t Technique, h *forcingHint) {
	s.step.Technique = t
	s.tenths = h.tenths
	n := s.chain.net
	if h.kind == cycleKind {
		ps := append(h.roots[0].chainTo(h.ends[0], &n.seen), h.concl)
		s.cycleLinks(ps, func(c int, d uint8) { s.eliminate(c, d) })
		s.emitLoop(ps)
		return
	}
	cell, d := potCell(h.concl), potDigit(h.concl)
	if potIsOn(h.concl) {
		s.place(cell, d)
	} else {
		s.eliminate(cell, d)
	}
	if h.kind == forcingChainKind {
		s.emitChain(h.roots[0].chainTo(h.ends[0], &n.seen))
		return
	}
	// Each branch: its assumption, then the potentials its end rests
	// on, in the order the branch reached them: an on as a strong link
	// (an off led to it), an off as a weak link.
	if h.house >= 0 {
		s.addHouse(RoleBase, h.house, potDigit(h.roots[0].root))
	}
	for i := range h.n {
		b := h.roots[i]
		for j, p := range b.chainTo(h.ends[i], &n.seen) {
			r := RoleWeak
			switch {
			case j == 0:
				r = RoleAssumption
			case potIsOn(p):
				r = RoleStrong
			}
			s.addCell(r, potCell(p), potDigit(p))
		}
	}
}

// emitLoop writes a continuous loop, from an on back to itself, as the
// chain of candidates it stands for, its first candidate at both ends.
func (s *solver) emitLoop(ps []int16) {
	for i, p := range append(ps, ps[0]) {
		r := RoleWeak
		switch {
		case i == 0:
			r = RolePincer
		case potIsOn(p):
			r = RoleStrong
		}
		s.addCell(r, potCell(p), potDigit(p))
	}
}

// emitChain writes a forcing chain from a candidate to its opposite as the
// chain of candidates it stands for. On to off, the chain runs between the
// candidates after the first and before the last, which both see the
// candidate; off to on, it runs from the candidate back to itself.
func (s *solver) emitChain(ps []int16) {
	if !potIsOn(ps[0]) {
		s.addCell(RolePincer, potCell(ps[0]), potDigit(ps[0]))
		for _, p := range ps[1:] {
			r := RoleWeak
			if potIsOn(p) {
				r = RoleStrong
			}
			s.addCell(r, potCell(p), potDigit(p))
		}
		return
	}
	for i, p := range ps[1 : len(ps)-1] {
		r := RoleWeak
		switch {
		case i == 0:
			r = RolePincer
		case potIsOn(p):
			r = RoleStrong
		}
		s.addCell(r, potCell(p), potDigit(p))
	}
}
