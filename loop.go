// Technique engine: unique loops, uniqueness techniques on six cells or more.

package sudoku

import (
	"math/bits"
	"sync"
)

// A unique loop is the unique rectangle's pattern grown longer: an even
// number of cells, six or more, that all hold two digits a and b, joined
// in a closed loop in which each row, column and box holds two of the
// cells or none, and those two are an odd number of steps apart along the
// loop. If every cell held only a and b, the digits could alternate
// either way round the loop: a deadly pattern, with two solutions. So
// the cells with more digits (the extra cells) cannot all drop them, and
// the four types of unique rectangles apply as they do to a rectangle.
// Sudoku Explainer rates a loop 4.5 and a tenth more for each two cells
// beyond four (4.6 for six cells), type 3 more again with its subset.

// maxLoop is the longest loop the search follows, in cells.
const maxLoop = 12

// maxLoopExtra is the most extra cells a loop may hold: beyond that no
// type applies often enough to be worth the search.
const maxLoopExtra = 3

// A loopSearch is the state of the search for unique loops on two digits.
type loopSearch struct {
	ab    mask         // the two digits
	cells cellSet      // the cells that hold both
	path  [maxLoop]int // the loop so far
	n     int          // its length
	on    cellSet      // its cells
	count [27]uint8    // the loop cells in each house
	extra int          // the extra cells of the path
	best  loopFound    // the lowest rated loop found
	tried int          // the loops closed so far
	s     *solver      // the solver, to try the types on a loop
}

// A loopFound is a loop and the type and rating of its step.
type loopFound struct {
	path   [maxLoop]int
	n      int
	ab     mask
	t      Technique // 0: none found
	tenths int
}

// bestLoop finds the lowest rated unique loop step, the lowest type among
// equals, the first found among those. It leaves s.step empty.
func (s *solver) bestLoop() loopFound {
	var ls loopSearch
	ls.s = s
	// Whether two digits have a loop at all depends only on the cells
	// that hold both and on which of them hold nothing else: a pair
	// whose cells are those of a search that closed no loop is passed
	// over.
	memo := loopMemos.Get().(*loopMemo)
	defer loopMemos.Put(memo)
	var has [9]cellSet // the empty cells that hold each digit
	var two cellSet    // the empty cells with two digits
	for c, m := range s.c.marks {
		if s.c.values[c] != 0 {
			continue
		}
		if m.count() == 2 {
			two.add(c)
		}
		for ; m != 0; m &= m - 1 {
			has[m.lowest()-1].add(c)
		}
	}
	pair := 0
	for a := 1; a <= 9; a++ {
		for b := a + 1; b <= 9; b, pair = b+1, pair+1 {
			ls.ab = digitMask(uint8(a)) | digitMask(uint8(b))
			ls.cells = has[a-1].and(has[b-1])
			exact := ls.cells.and(two)
			if ls.cells.count() < 6 || exact.count() < 6-maxLoopExtra {
				continue
			}
			m := &memo[pair]
			if m.none && m.cells == ls.cells && m.exact == exact {
				continue
			}
			tried := ls.tried
			for c := ls.cells.next(0); c < 81; c = ls.cells.next(c + 1) {
				ls.push(c)
				ls.extend()
				ls.pop()
			}
			*m = loopSeen{ls.cells, exact, ls.tried == tried}
		}
	}
	return ls.best
}

// A loopMemo holds, for each pair of digits, the cells of the last
// search of their loops: those that hold both, and those that hold
// nothing else; and whether it closed no loop.
type loopMemo [36]loopSeen

// A loopSeen is one pair's entry of a loopMemo.
type loopSeen struct {
	cells, exact cellSet
	none         bool
}

// loopMemos holds the loop memos not in use: any search's serves, since
// whether a loop closes depends on the cells alone, whatever the puzzle.
var loopMemos = sync.Pool{New: func() any { return new(loopMemo) }}

// push adds cell c to the path.
func (ls *loopSearch) push(c int) {
	ls.path[ls.n] = c
	ls.n++
	ls.on.add(c)
	g := &geometry[c]
	ls.count[g.row]++
	ls.count[g.col]++
	ls.count[g.box]++
	if ls.s.c.marks[c] != ls.ab {
		ls.extra++
	}
}

// pop takes the last cell off the path.
func (ls *loopSearch) pop() {
	ls.n--
	c := ls.path[ls.n]
	ls.on[c>>6] &^= 1 << (c & 63)
	g := &geometry[c]
	ls.count[g.row]--
	ls.count[g.col]--
	ls.count[g.box]--
	if ls.s.c.marks[c] != ls.ab {
		ls.extra--
	}
}

// extend grows the path by each cell that can come next, and tries the
// loop whenever the path closes. The first cell is the smallest of the
// loop, and the second smaller than the last, so each loop is tried once.
func (ls *loopSearch) extend() {
	last, first := ls.path[ls.n-1], ls.path[0]
	if ls.n >= 6 && ls.n%2 == 0 && ls.path[1] < last && arePeers(last, first) &&
		ls.closed() {
		ls.try()
	}
	if ls.n == maxLoop {
		return
	}
	next := peerSet[last].and(ls.cells).andNot(ls.on).after(first)
	for next != (cellSet{}) {
		c := next.pop()
		g := &geometry[c]
		if ls.count[g.row] == 2 || ls.count[g.col] == 2 || ls.count[g.box] == 2 {
			continue
		}
		if ls.s.c.marks[c] != ls.ab && ls.extra == maxLoopExtra {
			continue
		}
		ls.push(c)
		ls.extend()
		ls.pop()
	}
}

// closed reports whether the path is a loop of the deadly kind: each
// house holds two of its cells or none, an odd number of steps apart.
func (ls *loopSearch) closed() bool {
	for i, c := range ls.path[:ls.n] {
		g := &geometry[c]
		for _, h := range [3]uint8{g.row, g.col, g.box} {
			if ls.count[h] != 2 {
				return false
			}
			// The other cell of h comes after c or before it; check
			// each pair once, from its first cell.
			for j := i + 1; j < ls.n; j++ {
				if inHouse(ls.path[j], int(h)) && (j-i)%2 == 0 {
					return false
				}
			}
		}
	}
	return true
}

// try tries the types on the loop of the path, and keeps it when its step
// rates lower than the best so far.
func (ls *loopSearch) try() {
	ls.tried++
	s := ls.s
	for t := UniqueLoop1; t <= UniqueLoop4; t++ {
		tenths, ok := s.loopStep(ls.path[:ls.n], ls.ab, t)
		s.reset(UniqueRectangle1)
		if !ok {
			continue
		}
		b := &ls.best
		if b.t == 0 || tenths < b.tenths || tenths == b.tenths && t < b.t {
			*b = loopFound{ls.path, ls.n, ls.ab, t, tenths}
		}
	}
}

// loopBonus returns what a unique loop of n cells rates over one of six,
// in tenths, as Sudoku Explainer 1.2.1.3 rates them: its paths on 3,500
// generated puzzles took 233 loops of six cells at 4.6, 16 of eight at
// 4.7 and 5 of ten at 5.0. Longer loops, which it did not take there,
// go on by a tenth for each two cells.
func loopBonus(n int) int {
	switch {
	case n <= 6:
		return 0
	case n == 8:
		return 1
	}
	return 4 + (n-10)/2
}

// loopStep fills s.step with the step of type t on the loop, and returns
// its rating, or reports false when the type does not apply.
func (s *solver) loopStep(loop []int, ab mask, t Technique) (int, bool) {
	var extra [maxLoopExtra]int
	n := 0
	for _, c := range loop {
		if s.c.marks[c] != ab {
			extra[n] = c
			n++
		}
	}
	tenths := techniqueInfo[t].tenths + loopBonus(len(loop))
	for _, c := range loop {
		s.addMarks(RolePivot, c, ab)
	}
	ok := false
	switch t {
	case UniqueLoop1:
		if n == 1 {
			s.eliminateMask(extra[0], ab)
			ok = len(s.step.Eliminations) > 0
		}
	case UniqueLoop2:
		ok = n >= 2 && s.loop2(extra[:n], ab)
	case UniqueLoop3:
		if n == 2 {
			var k int
			k, ok = s.loop3(extra[0], extra[1], ab)
			tenths += k
		}
	case UniqueLoop4:
		ok = n == 2 && s.loop4(extra[0], extra[1], ab)
	}
	if !ok {
		return 0, false
	}
	s.step.Technique = t
	s.tenths = tenths
	return tenths, true
}

// loop2 applies type 2: the extra cells hold one same extra digit, which
// one of them holds, so the cells that see them all lose it.
func (s *solver) loop2(extra []int, ab mask) bool {
	x := s.c.marks[extra[0]] &^ ab
	if x.count() != 1 {
		return false
	}
	seen := cellSet{^uint64(0), ^uint64(0)}
	for _, c := range extra {
		if s.c.marks[c]&^ab != x {
			return false
		}
		seen = seen.and(peerSet[c])
	}
	return s.eliminateSeen(seen, x.lowest())
}

// loop3 applies type 3 to the extra cells x and y when they share a
// house, as rectangle3 and rectangle3Hidden do for a rectangle: they act
// as one cell holding their extra digits, in a naked subset with k other
// cells of the house; or they hold at most one of the loop's digits, in
// a hidden subset with k other cells, rated a tenth less. It returns what
// the subset adds to the rating, the lowest it can, in tenths.
func (s *solver) loop3(x, y int, ab mask) (int, bool) {
	for add := range maxRoofSubset + 1 {
		for _, h := range [3]int{x / 9, 9 + x%9, 18 + boxOf(x)} {
			if !inHouse(y, h) {
				continue
			}
			if add > 0 && s.loopNaked(x, y, h, ab, add) {
				return add, true
			}
			if add == maxRoofSubset {
				continue
			}
			if cells, digits, ok := s.roofHidden(x, y, h, ab, add+1); ok {
				s.addHouse(RoleBase, h, 0)
				for p := cells; p != 0; p &= p - 1 {
					s.addMarks(RoleBase, cellAt(h, bits.TrailingZeros16(p)), digits)
				}
				return add, true
			}
		}
	}
	return 0, false
}

// loopNaked applies type 3 with a naked subset of the extra cells x and
// y and k other cells of the house h.
func (s *solver) loopNaked(x, y, h int, ab mask, k int) bool {
	extra := (s.c.marks[x] | s.c.marks[y]) &^ ab
	if extra.count() != 2 {
		return false // as for a rectangle (see rectangle3)
	}
	others := s.empty[h] &^ (1<<housePos(x, h) | 1<<housePos(y, h))
	for _, p := range combos[k] {
		if p&^others != 0 {
			continue
		}
		u := extra | s.marksAt(h, p)
		if u.count() != k+1 {
			continue
		}
		for q := others &^ p; q != 0; q &= q - 1 {
			s.eliminateMask(cellAt(h, bits.TrailingZeros16(q)), u)
		}
		if len(s.step.Eliminations) == 0 {
			continue
		}
		for q := p; q != 0; q &= q - 1 {
			c := cellAt(h, bits.TrailingZeros16(q))
			s.addMarks(RoleBase, c, s.c.marks[c])
		}
		return true
	}
	return false
}

// loop4 applies type 4 to the extra cells x and y when they share a house
// in which one of the loop's digits has no other place: one of them holds
// it, so neither holds the other digit.
func (s *solver) loop4(x, y int, ab mask) bool {
	for _, h := range [3]int{x / 9, 9 + x%9, 18 + boxOf(x)} {
		if !inHouse(y, h) {
			continue
		}
		for m := ab; m != 0; m &= m - 1 {
			a := m & -m
			if s.where[h][a.lowest()-1] != 1<<housePos(x, h)|1<<housePos(y, h) {
				continue
			}
			s.eliminateMask(x, ab&^a)
			s.eliminateMask(y, ab&^a)
			if len(s.step.Eliminations) > 0 {
				s.addHouse(RoleBase, h, a.lowest())
				return true
			}
		}
	}
	return false
}
