package sudoku

import "testing"

// TestLevelWalk checks the walk of levels against a breadth-first search
// over the links computed here from their definition (naiveLink, less
// the links of the kinds not followed): for every candidate's on and
// off and each kind of links, the level at which the root's opposite is
// reached, and for an on the complexity of the shortest loop it may
// close, with no bound and with a bound of 5. The positions are every
// fourth of those before a step that needs a chain, on a few magictour
// puzzles.
func TestLevelWalk(t *testing.T) {
	n := 4
	if testing.Short() {
		n = 1
	}
	chainPositions(t, n, func(k int, c Candidates) {
		if k%4 == 0 {
			checkLevels(t, c)
		}
	})
}

// checkLevels compares the walk with naiveLevels in the position c.
func checkLevels(t *testing.T, c Candidates) {
	t.Helper()
	s := solver{c: c}
	if err := s.tables(); err != nil {
		t.Fatal(err)
	}
	cells := digitCells(&c)
	succ := make([][]int, numPotentials)
	for p := range numPotentials {
		for q := range numPotentials {
			if naiveLink(&c, p, q) {
				succ[p] = append(succ[p], q)
			}
		}
	}
	var x levelWalk
	x.prepare(&s.c, &s.where)
	for _, kinds := range [3]linkKinds{linkX, linkY, linkXY} {
		for p := range numPotentials {
			if c.marks[p/18]&digitMask(uint8(p/2%9)+1) == 0 {
				continue
			}
			wantF, wantC := naiveLevels(&c, succ, p, kinds)
			for _, depth := range [2]int{maxChainComplexity, 5} {
				loopDepth := 0
				if p&1 == 1 {
					loopDepth = depth
				}
				f, cy := x.walk(int16(p), kinds, depth, loopDepth, &s.c, &s.where, &cells)
				wf, wc := wantF, wantC
				if wf > depth {
					wf = 0
				}
				if wc > loopDepth {
					wc = 0
				}
				if f != wf || cy != wc {
					t.Fatalf("%s: %s, links %d, depth %d: opposite at %d and loop of %d, want %d and %d",
						c.Grid(), potName(int16(p)), kinds, depth, f, cy, wf, wc)
				}
			}
		}
	}
}

// naiveLevels returns the level (the root's is 1) at which a search from
// the potential root over succ, with the links of kinds, reaches root's
// opposite, and for an on root one more than the lowest level, 3 or more,
// of an on in another cell that implies an off that implies root; 0 for
// none. Links within a cell are cell links (linkY), and links from an off
// to another cell house links (linkX).
func naiveLevels(c *Candidates, succ [][]int, root int, kinds linkKinds) (forcing, loop int) {
	follows := func(p, q int) bool {
		switch {
		case p/18 == q/18:
			return kinds&linkY != 0
		case p&1 == 0:
			return kinds&linkX != 0
		}
		return true
	}
	level := make([]int, numPotentials)
	level[root] = 1
	queue := []int{root}
	for len(queue) > 0 {
		p := queue[0]
		queue = queue[1:]
		for _, q := range succ[p] {
			if level[q] == 0 && follows(p, q) {
				level[q] = level[p] + 1
				queue = append(queue, q)
			}
		}
	}
	forcing = level[root^1]
	if root&1 == 0 {
		return forcing, 0
	}
	for u := 1; u < numPotentials; u += 2 {
		if level[u] < 3 || u/18 == root/18 || loop != 0 && level[u]+1 >= loop {
			continue
		}
		for _, v := range succ[u] {
			if !follows(u, v) {
				continue
			}
			for _, r := range succ[v] {
				if r == root && follows(v, r) {
					loop = level[u] + 1
				}
			}
		}
	}
	return forcing, loop
}
