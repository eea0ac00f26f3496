package sudoku

import (
	"path/filepath"
	"testing"
)

// TestClosure checks the closure of the static links against a
// reachability computed here from the definition of the links, with its
// own houses: for every candidate's on and off, the potentials it
// reaches; whether the digits of each cell, and the places of each digit
// in each row, reach a potential in common; and for every component,
// whether a weak link inside it would remove a candidate in a loop. The
// positions are every third of those before a step that needs a chain
// on the paths of a few magictour puzzles.
func TestClosure(t *testing.T) {
	n := 6
	if testing.Short() {
		n = 2
	}
	var x staticClosure
	chainPositions(t, n, func(k int, c Candidates) {
		if k%3 == 0 {
			checkClosure(t, &x, c)
		}
	})
}

// chainPositions calls f with each position before a step that needs a
// chain (rated 6.5 or more) on the paths of n magictour puzzles, and
// with its number among them, from 0. It fails the test when there is
// none.
func chainPositions(t *testing.T, n int, f func(k int, c Candidates)) {
	t.Helper()
	ps := readSample(t, filepath.Join("testdata", "puzzles", "magictour_top1465.txt"), n)
	k := 0
	for _, p := range ps {
		steps, err := Path(p)
		if err != nil {
			t.Fatal(err)
		}
		c := fromGrid(p)
		for _, st := range steps {
			if st.Rating >= 6.5 {
				f(k, c)
				k++
			}
			c.Apply(st)
		}
	}
	if k == 0 {
		t.Fatal("no position needs a chain")
	}
}

// checkClosure builds the closure of c and compares it with reach.
func checkClosure(t *testing.T, x *staticClosure, c Candidates) {
	t.Helper()
	s := solver{c: c}
	if err := s.tables(); err != nil {
		t.Fatal(err)
	}
	cells := digitCells(&c)
	x.build(linkXY, &s.c, &s.where, &cells)
	want := naiveReach(&c)
	for p, r := range want {
		if r == nil {
			continue
		}
		for q := range want {
			if want[q] == nil {
				continue
			}
			if got := x.reaches(int16(p), int16(q)); got != r[q] {
				t.Fatalf("%s: %s reaches %s: %v, want %v", c.Grid(), potName(int16(p)), potName(int16(q)), got, r[q])
			}
		}
	}
	// The digits of a cell, and the places of a digit in a row, share a
	// potential when each reaches it.
	var groups [][]int16
	for cell, m := range c.marks {
		var g []int16
		for d := uint8(1); d <= 9; d++ {
			if m&digitMask(d) != 0 {
				g = append(g, potOn(cell, d))
			}
		}
		groups = append(groups, g)
	}
	for r := range 9 {
		for d := uint8(1); d <= 9; d++ {
			var g []int16
			for col := range 9 {
				if c.marks[r*9+col]&digitMask(d) != 0 {
					g = append(g, potOn(r*9+col, d))
				}
			}
			groups = append(groups, g)
		}
	}
	for _, g := range groups {
		if len(g) < 2 {
			continue
		}
		share := false
		for q := range want {
			all := want[q] != nil
			for _, r := range g {
				all = all && want[r][q]
			}
			share = share || all
		}
		if got := x.share(g); got != share {
			t.Fatalf("%s: %s and the rest of their group share: %v, want %v", c.Grid(), potName(g[0]), got, share)
		}
	}
	// A loop through u lies in u's component; it may remove a candidate
	// when a weak link from an on to an off of the component would.
	var weak [][2]int
	for w := range want {
		for v := range want {
			if want[w] != nil && want[v] != nil && w&1 == 1 && v&1 == 0 && naiveLink(&c, w, v) && naiveWeakRemoves(&c, w, v) {
				weak = append(weak, [2]int{w, v})
			}
		}
	}
	for u := range want {
		if want[u] == nil {
			continue
		}
		loop := false
		for _, e := range weak {
			w, v := e[0], e[1]
			if want[u][w] && want[w][u] && want[u][v] && want[v][u] {
				loop = true
				break
			}
		}
		if got := x.loops[x.comp[u]]; got != loop {
			t.Fatalf("%s: component of %s may loop: %v, want %v", c.Grid(), potName(int16(u)), got, loop)
		}
	}
}

// potName names a potential for a failure.
func potName(p int16) string {
	s := cellName(potCell(p)) + "=" + string(rune('0'+potDigit(p)))
	if !potIsOn(p) {
		s = cellName(potCell(p)) + "<>" + string(rune('0'+potDigit(p)))
	}
	return s
}

// sameHouse reports whether the cells a and b share a row, a column or a
// box, computed from their coordinates.
func sameHouse(a, b int) bool {
	ra, ca, rb, cb := a/9, a%9, b/9, b%9
	return ra == rb || ca == cb || ra/3 == rb/3 && ca/3 == cb/3
}

// placesIn returns the number of cells of the house of kind (0 row, 1
// column, 2 box) that holds a, which hold d as a candidate in c.
func placesIn(c *Candidates, a, kind int, d uint8) (n int) {
	for o := range 81 {
		same := [3]bool{o/9 == a/9, o%9 == a%9, o/27 == a/27 && o%9/3 == a%9/3}[kind]
		if same && c.marks[o]&digitMask(d) != 0 {
			n++
		}
	}
	return n
}

// naiveLink reports whether the potential p implies q directly: an on
// implies the other digits of its cell off, and its digit off in every
// cell that sees it; an off implies the other digit of a cell with two
// on, and the other place of a house with two places of its digit on.
func naiveLink(c *Candidates, p, q int) bool {
	cp, dp := p/18, uint8(p/2%9)+1
	cq, dq := q/18, uint8(q/2%9)+1
	if c.marks[cp]&digitMask(dp) == 0 || c.marks[cq]&digitMask(dq) == 0 {
		return false
	}
	if p&1 == 1 { // on
		if q&1 == 1 {
			return false
		}
		return cp == cq && dp != dq || cp != cq && dp == dq && sameHouse(cp, cq)
	}
	if q&1 == 0 {
		return false
	}
	if cp == cq {
		return dp != dq && c.marks[cp].count() == 2
	}
	if dp != dq {
		return false
	}
	for kind, same := range [3]bool{cp/9 == cq/9, cp%9 == cq%9, cp/27 == cq/27 && cp%9/3 == cq%9/3} {
		if same && placesIn(c, cp, kind, dp) == 2 {
			return true
		}
	}
	return false
}

// naiveWeakRemoves reports whether the weak link from the on u to the
// off v removes a candidate in a loop: another digit of their cell, or
// their digit from a cell that sees both.
func naiveWeakRemoves(c *Candidates, u, v int) bool {
	cu, du := u/18, uint8(u/2%9)+1
	cv, dv := v/18, uint8(v/2%9)+1
	if cu == cv {
		return c.marks[cu]&^digitMask(du)&^digitMask(dv) != 0
	}
	for o := range 81 {
		if o != cu && o != cv && sameHouse(o, cu) && sameHouse(o, cv) && c.marks[o]&digitMask(du) != 0 {
			return true
		}
	}
	return false
}

// naiveReach returns, for each potential of a candidate of c, the
// potentials it reaches (itself included), by search over naiveLink; nil
// for the potentials of no candidate.
func naiveReach(c *Candidates) [][]bool {
	out := make([][]bool, numPotentials)
	var succ [numPotentials][]int
	for p := range numPotentials {
		if c.marks[p/18]&digitMask(uint8(p/2%9)+1) == 0 {
			continue
		}
		out[p] = []bool{}
		for q := range numPotentials {
			if naiveLink(c, p, q) {
				succ[p] = append(succ[p], q)
			}
		}
	}
	for p := range out {
		if out[p] == nil {
			continue
		}
		seen := make([]bool, numPotentials)
		seen[p] = true
		stack := []int{p}
		for len(stack) > 0 {
			q := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			for _, r := range succ[q] {
				if !seen[r] {
					seen[r] = true
					stack = append(stack, r)
				}
			}
		}
		out[p] = seen
	}
	return out
}
