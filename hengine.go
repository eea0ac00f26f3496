package sudoku

import (
	"context"
	"fmt"
	"math/bits"
)

// The house engine: a depth-first search for the rule sets whose every
// rule says "these cells hold different digits" (irregular regions, the
// diagonals, windoku, disjoint groups, extra houses, sum-less cages,
// anti-knight and anti-king). Such a rule set is nothing but a peer
// relation and a list of houses, so the board is nine 81-bit candidate
// sets, one per digit, and each rule is a bit mask fixed before the
// search: placing a digit clears the cell's peers in that digit's set
// with one AND per word. Propagation finds naked singles by counting
// candidates bit-sliced over the nine digits, hidden singles and empty
// houses by masking a digit's set with each house that lost one of its
// places, and locked candidates (the cells that see every place of a
// digit in a house) when those are stuck. The tables are a value of a
// few kilobytes built in about a microsecond without allocating, so a
// call costs that and its search; rule sets beyond these go to the
// general engine (vengine.go).

// A b128 is a set of cells: cell c is bit c%64 of word c/64.
type b128 = [2]uint64

// cellsAll is the set of the 81 cells.
var cellsAll = b128{^uint64(0), 1<<(81-64) - 1}

// maxHouses bounds the number of houses of nine cells the house engine
// takes: a rule set with more goes to the general engine.
const maxHouses = 64

// hrules holds the tables of a rule set the house engine takes.
type hrules struct {
	// peers[c] is the set of the cells that may not hold the digit of c.
	peers [81]b128
	// houses[:nh] are the houses of nine cells, each holding every digit
	// once; a house with fewer cells gives peers only.
	houses [maxHouses]b128
	nh     int
	boxes  bool
	// housesOf[c] is the set of the houses (bit i for houses[i]) that
	// hold cell c.
	housesOf [81]uint64
}

// hBase holds the tables of the rows and columns, which every rule set
// has, and the boxes as houses 18-26.
var hBase = makeHBase()

// makeHBase builds hBase: the rows, the columns and the boxes as houses
// 0-26, each cell's peers in its row and column, and its houses.
func makeHBase() (hr hrules) {
	for i := range 27 {
		for k := range 9 {
			var c int
			switch {
			case i < 9:
				c = i*9 + k
			case i < 18:
				c = k*9 + i - 9
			default:
				b := i - 18
				c = b/3*27 + b%3*3 + k/3*9 + k%3
			}
			hr.houses[i][c>>6] |= 1 << (c & 63)
			hr.housesOf[c] |= 1 << i
		}
	}
	hr.nh = 27
	for c := range 81 {
		for i := range 18 {
			if hr.housesOf[c]>>i&1 != 0 {
				hr.peers[c][0] |= hr.houses[i][0]
				hr.peers[c][1] |= hr.houses[i][1]
			}
		}
	}
	return hr
}

// housesOnly reports whether the house engine takes the rules rs, which
// are not classic and pass Check: every rule is one of distinct digits,
// and there are at most maxHouses houses of nine cells.
func (rs *Rules) housesOnly() bool {
	if rs.NonConsecutive || rs.AllWhite || rs.AllBlack || rs.AllXV ||
		len(rs.Thermos) > 0 || len(rs.Arrows) > 0 || len(rs.Dots) > 0 {
		return false
	}
	for _, cg := range rs.Cages {
		if cg.Sum != 0 {
			return false
		}
	}
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
	for _, h := range rs.Houses {
		if len(h) == 9 {
			n++
		}
	}
	for _, cg := range rs.Cages {
		if len(cg.Cells) == 9 {
			n++
		}
	}
	return n <= maxHouses
}

// houseTables fills hr with the tables of the rules rs, which the house
// engine takes. It does not allocate.
func (rs *Rules) houseTables(hr *hrules) {
	// The rows and columns; then the boxes or the regions as houses
	// 18-26, and the peers they give.
	hr.peers, hr.houses, hr.housesOf = hBase.peers, hBase.houses, hBase.housesOf
	hr.nh = 27
	hr.boxes = rs.Regions == nil
	if rs.Regions != nil {
		hr.houses[18], hr.houses[19], hr.houses[20] = b128{}, b128{}, b128{}
		hr.houses[21], hr.houses[22], hr.houses[23] = b128{}, b128{}, b128{}
		hr.houses[24], hr.houses[25], hr.houses[26] = b128{}, b128{}, b128{}
		for c, x := range rs.Regions {
			hr.houses[18+int(x)][c>>6] |= 1 << (c & 63)
			hr.housesOf[c] = hr.housesOf[c]&(1<<18-1) | 1<<(18+int(x))
		}
	}
	for c := range 81 {
		box := &hr.houses[18+bits.TrailingZeros64(hr.housesOf[c]>>18)]
		hr.peers[c][0] |= box[0]
		hr.peers[c][1] |= box[1]
	}
	// The extra houses, in the order of houseList.
	if rs.MainDiagonal {
		hr.addLine(0, 10)
	}
	if rs.AntiDiagonal {
		hr.addLine(8, 8)
	}
	if rs.Windoku {
		for w := range 4 {
			top := 10 + w/2*36 + w%2*4 // r2c2, r2c6, r6c2, r6c6
			var m b128
			for k := range 9 {
				c := top + k/3*9 + k%3
				m[c>>6] |= 1 << (c & 63)
			}
			hr.add(m)
		}
	}
	if rs.DisjointGroups {
		for p := range 9 {
			var m b128
			for b := range 9 {
				c := b/3*27 + b%3*3 + p/3*9 + p%3
				m[c>>6] |= 1 << (c & 63)
			}
			hr.add(m)
		}
	}
	for _, h := range rs.Houses {
		hr.add(setOfCells(h))
	}
	for _, cg := range rs.Cages {
		hr.add(setOfCells(cg.Cells))
	}
	if rs.AntiKnight || rs.AntiKing {
		hr.addChess(rs.AntiKnight, rs.AntiKing)
	}
	for c := range 81 {
		hr.peers[c][c>>6] &^= 1 << (c & 63)
	}
}

// setOfCells returns the set of the cells, which Check has found in range.
func setOfCells(cells []int) b128 {
	var m b128
	for _, c := range cells {
		m[c>>6] |= 1 << (c & 63)
	}
	return m
}

// addLine adds the house of the nine cells from, from+step, ...
func (hr *hrules) addLine(from, step int) {
	var m b128
	for k := range 9 {
		c := from + k*step
		m[c>>6] |= 1 << (c & 63)
	}
	hr.add(m)
}

// add adds a house, the set m: its cells become peers, and when it has
// nine cells it is a house that holds every digit.
func (hr *hrules) add(m b128) {
	nine := bits.OnesCount64(m[0])+bits.OnesCount64(m[1]) == 9
	for w, x := range m {
		for ; x != 0; x &= x - 1 {
			c := w*64 + bits.TrailingZeros64(x)
			hr.peers[c][0] |= m[0]
			hr.peers[c][1] |= m[1]
			if nine {
				hr.housesOf[c] |= 1 << hr.nh
			}
		}
	}
	if nine {
		hr.houses[hr.nh] = m
		hr.nh++
	}
}

// addChess makes the cells a knight's move apart peers, and those a
// king's move apart when king is set.
func (hr *hrules) addChess(knight, king bool) {
	link := func(a, b int) {
		hr.peers[a][b>>6] |= 1 << (b & 63)
		hr.peers[b][a>>6] |= 1 << (a & 63)
	}
	for c := range 81 {
		r, k := c/9, c%9
		// Each move once, from its upper cell: down one or two rows.
		if knight {
			for _, m := range [4][2]int{{1, -2}, {1, 2}, {2, -1}, {2, 1}} {
				if r+m[0] < 9 && 0 <= k+m[1] && k+m[1] < 9 {
					link(c, c+m[0]*9+m[1])
				}
			}
		}
		if king && r < 8 {
			if k > 0 {
				link(c, c+8)
			}
			if k < 8 {
				link(c, c+10)
			}
		}
	}
}

// An hboard is the state of a search: the cells where each digit may go,
// and the cells not yet placed.
type hboard struct {
	// cand[d] is the set of cells where digit d+1 may go. A placed cell
	// keeps its own digit and no other.
	cand [9]b128
	// open is the set of the cells not yet placed.
	open b128
}

// An hframe is a board saved on the search stack: the other branch of a
// guess, in which cell no longer holds digit d.
type hframe struct {
	hboard
	cell, d uint8
}

// An hengine searches one grid for solutions under the tables hr. Its
// zero value, with hr and the stack set, is ready for load.
type hengine struct {
	hboard
	hr *hrules
	// dirty[d] is the set of the houses where digit d+1 lost a place
	// since the hidden singles last looked, and locked the same since
	// the locked candidates last looked.
	dirty  [9]uint64
	locked [9]uint64

	found  int  // solutions found so far
	sp     int  // the height of the stack between calls of next
	resume bool // whether the board holds a solution next has returned

	budget // the work done and the bounds on it

	stack    []hframe
	overflow bool
}

// load sets up the board for the grid g, every house to look at. It
// reports false when g has no solution for a reason found on the way: a
// value above 9, or two givens that are peers with the same digit.
func (e *hengine) load(g *Grid) bool {
	e.unbounded()
	for d := range e.cand {
		e.cand[d] = cellsAll
	}
	e.open = cellsAll
	all := uint64(1)<<e.hr.nh - 1
	for d := range e.dirty {
		e.dirty[d], e.locked[d] = all, all
	}
	for c, v := range g {
		if v == 0 {
			continue
		}
		if v > 9 || e.cand[v-1][c>>6]>>(c&63)&1 == 0 {
			return false
		}
		e.place(int(v-1), c)
	}
	return true
}

// place puts digit d+1 in cell c, which must hold it as a candidate: the
// other digits leave the cell and the digit leaves its peers.
func (e *hengine) place(d, c int) {
	w, bit := c>>6, uint64(1)<<(c&63)
	hs := e.hr.housesOf[c]
	for k := range e.cand {
		if k != d && e.cand[k][w]&bit != 0 {
			e.cand[k][w] &^= bit
			e.dirty[k] |= hs
			e.locked[k] |= hs
		}
	}
	e.open[w] &^= bit
	e.take(d, &e.hr.peers[c])
}

// take removes digit d+1 from the cells of m, and marks the houses that
// lose a place of it.
func (e *hengine) take(d int, m *b128) {
	cd := &e.cand[d]
	var hs uint64
	for w := range 2 {
		for x := cd[w] & m[w]; x != 0; x &= x - 1 {
			hs |= e.hr.housesOf[w*64+bits.TrailingZeros64(x)]
		}
		cd[w] &^= m[w]
	}
	e.dirty[d] |= hs
	e.locked[d] |= hs
}

// propagate applies the consequences of the changes since the last call
// until nothing more follows, and reports false on a contradiction:
// naked singles, then hidden singles and empty houses, then locked
// candidates. When it returns true every open cell has a candidate, and
// every placed cell has a digit none of its peers has; so when no cell is
// open, the board is a solution.
func (e *hengine) propagate() bool {
	hr := e.hr
	for {
		// Naked singles: count the candidates of each cell, bit-sliced
		// over the digits; ones holds the cells with one or more, twos
		// those with two or more.
		var ones, twos b128
		for d := range e.cand {
			for w := range 2 {
				x := e.cand[d][w]
				twos[w] |= ones[w] & x
				ones[w] |= x
			}
		}
		if ones != cellsAll {
			return e.fail() // a cell with no candidate
		}
		s := b128{e.open[0] &^ twos[0], e.open[1] &^ twos[1]}
		if s != (b128{}) {
			e.open[0] &^= s[0]
			e.open[1] &^= s[1]
			// Place each, one at a time, so that two singles of one
			// digit that are peers are caught: the second has lost its
			// digit to the first.
			for d := range e.cand {
				for w := range 2 {
					for x := e.cand[d][w] & s[w]; x != 0; x &= x - 1 {
						if e.cand[d][w]&(x&-x) == 0 {
							return e.fail()
						}
						e.take(d, &hr.peers[w*64+bits.TrailingZeros64(x)])
					}
				}
			}
			continue
		}
		// Hidden singles and empty houses, for the houses where a digit
		// lost a place.
		placed := false
		for d := range e.dirty {
			// Placing d marks houses of d afresh: keep those for later.
			hs := e.dirty[d]
			e.dirty[d] = 0
			for ; hs != 0; hs &= hs - 1 {
				h := &hr.houses[bits.TrailingZeros64(hs)]
				p0, p1 := e.cand[d][0]&h[0], e.cand[d][1]&h[1]
				if p0|p1 == 0 {
					return e.fail()
				}
				if p0&(p0-1) != 0 || p1&(p1-1) != 0 || p0 != 0 && p1 != 0 {
					continue
				}
				c := bits.TrailingZeros64(p0)
				if p0 == 0 {
					c = 64 + bits.TrailingZeros64(p1)
				}
				if e.open[c>>6]>>(c&63)&1 != 0 {
					e.place(d, c)
					placed = true
				}
			}
		}
		if placed {
			continue
		}
		if !e.lock() {
			return e.fail()
		}
		if e.dirty == [9]uint64{} {
			return true
		}
	}
}

// lock applies locked candidates to the houses where a digit lost a
// place: when all the places of a digit in a house of nine cells see a
// cell outside it, through any house or chess move, that cell loses the
// digit. It reports false when a house has no place for a digit.
func (e *hengine) lock() bool {
	hr := e.hr
	if hr.boxes {
		for d := range e.locked {
			if e.locked[d] != 0 && !e.bands(d) {
				return false
			}
		}
	}
	for d := range e.locked {
		hs := e.locked[d]
		e.locked[d] = 0
		for ; hs != 0; hs &= hs - 1 {
			h := &hr.houses[bits.TrailingZeros64(hs)]
			cd := &e.cand[d]
			p := b128{cd[0] & h[0], cd[1] & h[1]}
			n := bits.OnesCount64(p[0]) + bits.OnesCount64(p[1])
			if n < 2 {
				if n == 0 {
					return false
				}
				continue
			}
			if n > 3 {
				continue
			}
			see := b128{cd[0] &^ h[0], cd[1] &^ h[1]}
			for w, x := range p {
				for ; x != 0; x &= x - 1 {
					pc := &hr.peers[w*64+bits.TrailingZeros64(x)]
					see[0] &= pc[0]
					see[1] &= pc[1]
				}
			}
			if see != (b128{}) {
				e.take(d, &see)
			}
		}
	}
	return true
}

// fail clears the work lists after a contradiction and returns false.
func (e *hengine) fail() bool {
	e.dirty = [9]uint64{}
	e.locked = [9]uint64{}
	return false
}

// choose returns the open cell to branch on: of the cells with the
// fewest candidates (two, as a rule), the one that sees the most open
// cells, the first in row-major order on a tie. The board must have an
// open cell, and every cell a candidate.
func (e *hengine) choose() int {
	var ones, twos, threes b128
	for d := range e.cand {
		for w := range 2 {
			x := e.cand[d][w]
			threes[w] |= twos[w] & x
			twos[w] |= ones[w] & x
			ones[w] |= x
		}
	}
	best := b128{e.open[0] &^ threes[0], e.open[1] &^ threes[1]}
	if best == (b128{}) {
		best = e.fewest()
	}
	at, most := 0, -1
	for w, x := range best {
		for ; x != 0; x &= x - 1 {
			c := w*64 + bits.TrailingZeros64(x)
			pc := &e.hr.peers[c]
			n := bits.OnesCount64(pc[0]&e.open[0]) + bits.OnesCount64(pc[1]&e.open[1])
			if n > most {
				at, most = c, n
			}
		}
	}
	return at
}

// fewest returns the open cells with the fewest candidates.
func (e *hengine) fewest() b128 {
	var set b128
	bestN := 10
	for w, x := range e.open {
		for ; x != 0; x &= x - 1 {
			i := bits.TrailingZeros64(x)
			n := 0
			for d := range e.cand {
				n += int(e.cand[d][w] >> i & 1)
			}
			if n < bestN {
				set, bestN = b128{}, n
			}
			if n == bestN {
				set[w] |= 1 << i
			}
		}
	}
	return set
}

// next searches on from where the last call left off until it finds the
// next solution, which it leaves on the board, and reports whether it
// found one; false when the space is exhausted, the stack overflows, or
// a bound stops the search (then with the error of check). ctx stays out
// of the engine, as in engine.next.
func (e *hengine) next(ctx context.Context) (bool, error) {
	sp := e.sp
	backtrack := e.resume
	e.resume = false
	for {
		if !backtrack {
			e.nodes++
			if e.nodes > e.nextCheck {
				if err := e.check(ctx); err != nil {
					return false, err
				}
			}
			if e.propagate() {
				if e.open == (b128{}) {
					e.found++
					e.sp, e.resume = sp, true
					return true, nil
				}
				if e.guesses >= e.maxGuesses {
					if err := e.check(ctx); err != nil {
						return false, err
					}
				}
				if sp == len(e.stack) {
					e.overflow = true
					return false, nil
				}
				// Branch: the smallest digit of the chosen cell here,
				// the board without it saved for later.
				c := e.choose()
				d := 0
				for e.cand[d][c>>6]>>(c&63)&1 == 0 {
					d++
				}
				e.guesses++
				f := &e.stack[sp]
				sp++
				f.hboard, f.cell, f.d = e.hboard, uint8(c), uint8(d)
				e.place(d, c)
				continue
			}
		}
		backtrack = false
		if sp == 0 {
			e.sp = 0
			return false, nil
		}
		sp--
		f := &e.stack[sp]
		e.hboard = f.hboard
		// The other branch: the saved cell without the guessed digit.
		var m b128
		m[f.cell>>6] = 1 << (f.cell & 63)
		e.take(int(f.d), &m)
	}
}

// grid returns the board, every cell placed, as a Grid.
func (e *hengine) grid() Grid {
	var g Grid
	for d, m := range e.cand {
		for w, x := range m {
			for ; x != 0; x &= x - 1 {
				g[w*64+bits.TrailingZeros64(x)] = uint8(d) + 1
			}
		}
	}
	return g
}

// masks returns the candidates of each cell as a mask, bit d for digit
// d+1.
func (e *hengine) masks() [81]uint16 {
	var m [81]uint16
	for d, s := range e.cand {
		for w, x := range s {
			for ; x != 0; x &= x - 1 {
				m[w*64+bits.TrailingZeros64(x)] |= 1 << d
			}
		}
	}
	return m
}

// solveHouses is Solver.Solve under the tables hr.
func (s Solver) solveHouses(ctx context.Context, hr *hrules, g *Grid, limit int) ([]Grid, Stats, error) {
	var e hengine
	var stack [deep]hframe
	e.hr, e.stack = hr, stack[:]
	if ok, err := s.startHouses(ctx, &e, g); !ok {
		return nil, Stats{}, err
	}
	var out []Grid
	for len(out) < limit {
		found, err := e.next(ctx)
		if !found {
			return out, e.stats(), err
		}
		if out == nil {
			out = make([]Grid, 0, min(limit, 2))
		}
		out = append(out, e.grid())
	}
	return out, e.stats(), nil
}

// countHouses is Solver.Count under the tables hr.
func (s Solver) countHouses(ctx context.Context, hr *hrules, g *Grid, limit int) (int, Stats, error) {
	var e hengine
	var stack [deep]hframe
	e.hr, e.stack = hr, stack[:]
	if ok, err := s.startHouses(ctx, &e, g); !ok {
		return 0, Stats{}, err
	}
	for e.found < limit {
		if found, err := e.next(ctx); !found {
			return e.found, e.stats(), err
		}
	}
	return e.found, e.stats(), nil
}

// firstHouses is Solver.firstExcluding under the tables hr: the first
// solution of g in which no cell holds a digit of its excl mask.
func (s Solver) firstHouses(ctx context.Context, hr *hrules, g *Grid, excl *[81]uint16) ([]Grid, Stats, error) {
	var e hengine
	var stack [deep]hframe
	e.hr, e.stack = hr, stack[:]
	if ok, err := s.startHouses(ctx, &e, g); !ok {
		return nil, Stats{}, err
	}
	for c, x := range excl {
		var m b128
		m[c>>6] = 1 << (c & 63)
		for ; x != 0; x &= x - 1 {
			e.take(bits.TrailingZeros16(x), &m)
		}
	}
	if found, err := e.next(ctx); !found {
		return nil, e.stats(), err
	}
	return []Grid{e.grid()}, e.stats(), nil
}

// startHouses sets the bounds of s on e and loads g, as Solver.start.
func (s Solver) startHouses(ctx context.Context, e *hengine, g *Grid) (bool, error) {
	if ctx != nil && ctx.Done() != nil {
		if err := ctx.Err(); err != nil {
			return false, fmt.Errorf("sudoku: search not started: %w", err)
		}
	}
	if !e.load(g) {
		return false, nil
	}
	if s.MaxGuesses > 0 {
		e.maxGuesses = s.MaxGuesses
	}
	if s.MaxNodes > 0 {
		e.maxNodes = s.MaxNodes
		e.nextCheck = s.MaxNodes
	}
	if ctx != nil && ctx.Done() != nil {
		e.nextCheck = min(e.nextCheck, ctxEvery)
	}
	return true, nil
}

// propagated returns the candidates of each cell of g after propagation
// under hr, without search; every digit of every solution is among them.
func (hr *hrules) propagated(g *Grid) [81]uint16 {
	var e hengine
	e.hr = hr
	if !e.load(g) || !e.propagate() {
		return [81]uint16{}
	}
	return e.masks()
}

// bands applies, for digit d+1 on a grid whose boxes are the 3x3 ones,
// the permutation rule of shrinkMask to each band and of permKeep to
// each stack (band.go), and reports false when a band has no room.
func (e *hengine) bands(d int) bool {
	cd := &e.cand[d]
	const m27 = 1<<27 - 1
	a := [3]uint32{uint32(cd[0] & m27), uint32(cd[0] >> 27 & m27), uint32(cd[0]>>54|cd[1]<<10) & m27}
	for b := range a {
		x := a[b]
		pres := uint(boxPresence[x&511]) |
			uint(boxPresence[x>>9&511])<<3 |
			uint(boxPresence[x>>18&511])<<6
		x &= shrinkMask[pres&511]
		if x == 0 {
			return false
		}
		a[b] = x
	}
	c0 := (a[0] | a[0]>>9 | a[0]>>18) & 511
	c1 := (a[1] | a[1]>>9 | a[1]>>18) & 511
	c2 := (a[2] | a[2]>>9 | a[2]>>18) & 511
	q0 := uint32(permKeep[c0&7|(c1&7)<<3|(c2&7)<<6])
	q1 := uint32(permKeep[c0>>3&7|(c1>>3&7)<<3|(c2>>3&7)<<6])
	q2 := uint32(permKeep[c0>>6|c1>>6<<3|c2>>6<<6])
	k0 := q0&7 | (q1&7)<<3 | (q2&7)<<6
	k1 := q0>>3&7 | (q1>>3&7)<<3 | (q2>>3&7)<<6
	k2 := q0>>6 | q1>>6<<3 | q2>>6<<6
	a[0] &= k0 * (1 | 1<<9 | 1<<18)
	a[1] &= k1 * (1 | 1<<9 | 1<<18)
	a[2] &= k2 * (1 | 1<<9 | 1<<18)
	keep := b128{uint64(a[0]) | uint64(a[1])<<27 | uint64(a[2])<<54, uint64(a[2]) >> 10}
	gone := b128{cd[0] &^ keep[0], cd[1] &^ keep[1]}
	if gone != (b128{}) {
		e.take(d, &gone)
	}
	return true
}
