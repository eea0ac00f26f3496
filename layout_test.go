package sudoku

import (
	"testing"

	"pgregory.net/rapid"
)

// The layout checks below use their own geometry (rows and columns from
// cell numbers), not the package's neighbour tables.

// orthoApart reports whether cells a and b are orthogonal neighbours.
func orthoApart(a, b int) bool {
	dr, dc := a/9-b/9, a%9-b%9
	return dr*dr+dc*dc == 1
}

// kingApart reports whether cells a and b are a king's move apart.
func kingApart(a, b int) bool {
	dr, dc := a/9-b/9, a%9-b%9
	return a != b && dr >= -1 && dr <= 1 && dc >= -1 && dc <= 1
}

// cellsConnected reports whether cells, all distinct, are connected by
// orthogonal steps among themselves.
func cellsConnected(cells []int) bool {
	if len(cells) == 0 {
		return true
	}
	seen := map[int]bool{cells[0]: true}
	for grew := true; grew; {
		grew = false
		for _, c := range cells {
			if seen[c] {
				continue
			}
			for s := range seen {
				if orthoApart(c, s) {
					seen[c], grew = true, true
					break
				}
			}
		}
	}
	return len(seen) == len(cells)
}

// checkDrawnRegions fails unless reg splits the grid into nine connected
// regions of nine cells, numbered 0-8.
func checkDrawnRegions(t tb, reg [81]uint8) {
	t.Helper()
	var cells [9][]int
	for c, k := range reg {
		if k > 8 {
			t.Fatalf("cell %d is in region %d", c, k)
		}
		cells[k] = append(cells[k], c)
	}
	for k, cs := range cells {
		if len(cs) != 9 || !cellsConnected(cs) {
			t.Fatalf("region %d is %v: want nine connected cells", k, cs)
		}
	}
}

// checkDrawnCages fails unless cages cover the grid without overlaps, each
// connected, of one to six cells with distinct digits in sol adding up
// to its sum.
func checkDrawnCages(t tb, sol Grid, cages []Cage) {
	t.Helper()
	var covered [81]bool
	for i, cg := range cages {
		if len(cg.Cells) < 1 || len(cg.Cells) > 6 || !cellsConnected(cg.Cells) {
			t.Fatalf("cage %d is %v: want one to six connected cells", i, cg.Cells)
		}
		sum, digits := 0, map[uint8]bool{}
		for _, c := range cg.Cells {
			if covered[c] {
				t.Fatalf("cell %d is in two cages", c)
			}
			covered[c] = true
			if digits[sol[c]] {
				t.Fatalf("cage %d %v repeats %d", i, cg.Cells, sol[c])
			}
			digits[sol[c]] = true
			sum += int(sol[c])
		}
		if sum != cg.Sum {
			t.Fatalf("cage %d %v adds up to %d, says %d", i, cg.Cells, sum, cg.Sum)
		}
	}
	for c, ok := range covered {
		if !ok {
			t.Fatalf("cell %d is in no cage", c)
		}
	}
}

// checkDrawnLines fails unless the thermos increase along sol in king steps,
// three to eight cells each, the arrows' lines add up to their circles,
// and no cell is on two of them.
func checkDrawnLines(t tb, sol Grid, thermos []Thermo, arrows []Arrow) {
	t.Helper()
	var on [81]bool
	take := func(cells []int) {
		for _, c := range cells {
			if on[c] {
				t.Fatalf("cell %d is on two lines", c)
			}
			on[c] = true
		}
	}
	for i, th := range thermos {
		if len(th.Cells) < 3 || len(th.Cells) > 8 {
			t.Fatalf("thermo %d has %d cells", i, len(th.Cells))
		}
		for k := 1; k < len(th.Cells); k++ {
			a, b := th.Cells[k-1], th.Cells[k]
			if !kingApart(a, b) || sol[a] >= sol[b] {
				t.Fatalf("thermo %d %v: step %d-%d is not up a king's move", i, th.Cells, a, b)
			}
		}
		take(th.Cells)
	}
	for i, ar := range arrows {
		if len(ar.Circle) != 1 || len(ar.Cells) < 2 {
			t.Fatalf("arrow %d: circle %v, line %v", i, ar.Circle, ar.Cells)
		}
		sum, prev := 0, ar.Circle[0]
		for _, c := range ar.Cells {
			if !kingApart(prev, c) {
				t.Fatalf("arrow %d: %d-%d is not a king's move", i, prev, c)
			}
			sum, prev = sum+int(sol[c]), c
		}
		if sum != int(sol[ar.Circle[0]]) {
			t.Fatalf("arrow %d: line adds up to %d, circle holds %d", i, sum, sol[ar.Circle[0]])
		}
		take(ar.Circle)
		take(ar.Cells)
	}
}

// markHolds reports whether digits x and y satisfy a mark of kind k.
func markHolds(k DotKind, x, y int) bool {
	switch k {
	case WhiteDot:
		return x-y == 1 || y-x == 1
	case BlackDot:
		return x == 2*y || y == 2*x
	case XMark:
		return x+y == 10
	case VMark:
		return x+y == 5
	}
	return false
}

// checkDrawnDots fails unless every dot is between neighbours and holds in
// sol, no pair has two of one family (kropki, or X and V), and, when
// every is set, every pair that one of kinds allows has a mark of its
// family, as the negative rules ask.
func checkDrawnDots(t tb, sol Grid, dots []Dot, kinds []DotKind, every bool) {
	t.Helper()
	family := func(k DotKind) int {
		if k == WhiteDot || k == BlackDot {
			return 0
		}
		return 1
	}
	marked := map[[3]int]bool{}
	for _, d := range dots {
		if !orthoApart(d.A, d.B) || !markHolds(d.Kind, int(sol[d.A]), int(sol[d.B])) {
			t.Fatalf("dot %+v does not hold in %v", d, sol)
		}
		key := [3]int{min(d.A, d.B), max(d.A, d.B), family(d.Kind)}
		if marked[key] {
			t.Fatalf("two dots of a family between %d and %d", d.A, d.B)
		}
		marked[key] = true
	}
	if !every {
		return
	}
	for a := range 81 {
		for b := a + 1; b < 81; b++ {
			if !orthoApart(a, b) {
				continue
			}
			for _, k := range kinds {
				if markHolds(k, int(sol[a]), int(sol[b])) && !marked[[3]int{a, b, family(k)}] {
					t.Fatalf("cells %d and %d hold %d and %d, without a mark like %v", a, b, sol[a], sol[b], k)
				}
			}
		}
	}
}

func TestDrawRegions(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		r := NewMulberry32(rapid.Uint32().Draw(rt, "seed"))
		reg := drawRegions(r)
		checkDrawnRegions(rt, reg)
	})
}

// TestDrawRegionsIrregular checks that the regions drawn are not the
// boxes, and differ from seed to seed.
func TestDrawRegionsIrregular(t *testing.T) {
	seen := map[[81]uint8]bool{}
	for seed := range uint32(20) {
		reg := drawRegions(NewMulberry32(seed))
		moved := 0
		for c, k := range reg {
			if int(k) != c/27*3+c%9/3 {
				moved++
			}
		}
		if moved < 20 {
			t.Errorf("seed %d: only %d cells left their box", seed, moved)
		}
		seen[reg] = true
	}
	if len(seen) != 20 {
		t.Errorf("20 seeds drew %d layouts", len(seen))
	}
}

func TestDrawCages(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		r := NewMulberry32(rapid.Uint32().Draw(rt, "seed"))
		sol := randomGrid(r)
		checkDrawnCages(rt, sol, drawCages(sol, r))
	})
}

func TestSplitCage(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		r := NewMulberry32(rapid.Uint32().Draw(rt, "seed"))
		sol := randomGrid(r)
		for _, cg := range drawCages(sol, r) {
			a, b, ok := splitCage(cg.Cells, r)
			// Some cages of four cells or more have no such split (a T).
			if ok && len(cg.Cells) < 4 {
				rt.Fatalf("splitCage(%v) split a cage of under four cells", cg.Cells)
			}
			if !ok {
				continue
			}
			if len(a) < 2 || len(b) < 2 || len(a)+len(b) != len(cg.Cells) ||
				!cellsConnected(a) || !cellsConnected(b) || !cellsConnected(append(a[:len(a):len(a)], b...)) {
				rt.Fatalf("splitCage(%v) = %v, %v", cg.Cells, a, b)
			}
		}
	})
}

func TestDrawLines(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		r := NewMulberry32(rapid.Uint32().Draw(rt, "seed"))
		sol := randomGrid(r)
		var used [81]bool
		thermos := drawThermos(sol, r, &used)
		arrows := drawArrows(sol, r, &used)
		if len(thermos) == 0 || len(arrows) == 0 {
			rt.Fatalf("drew %d thermos and %d arrows", len(thermos), len(arrows))
		}
		checkDrawnLines(rt, sol, thermos, arrows)
	})
}

func TestDrawDots(t *testing.T) {
	cases := []struct {
		name          string
		kropki, xv    bool
		every         bool
		kinds         []DotKind
		wantSomeKinds int
	}{
		{"kropki", true, false, false, []DotKind{WhiteDot, BlackDot}, 2},
		{"kropki negative", true, false, true, []DotKind{WhiteDot, BlackDot}, 2},
		{"xv", false, true, false, []DotKind{XMark, VMark}, 2},
		{"xv negative", false, true, true, []DotKind{XMark, VMark}, 2},
		{"both negative", true, true, true, []DotKind{WhiteDot, BlackDot, XMark, VMark}, 4},
	}
	none := func(a, b int) bool { return false }
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			kinds := map[DotKind]bool{}
			for seed := range uint32(30) {
				r := NewMulberry32(seed)
				sol := randomGrid(r)
				dots := drawDots(sol, r, tc.kropki, tc.xv, tc.every, none)
				checkDrawnDots(t, sol, dots, tc.kinds, tc.every)
				for _, d := range dots {
					kinds[d.Kind] = true
				}
			}
			if len(kinds) != tc.wantSomeKinds {
				t.Errorf("drew the kinds %v, want %v", kinds, tc.kinds)
			}
		})
	}
}

func TestLayoutString(t *testing.T) {
	for _, tc := range []struct {
		l    Layout
		want string
	}{
		{0, "none"},
		{KillerLayout, "killer"},
		{JigsawLayout | ThermoLayout, "jigsaw|thermo"},
		{KropkiLayout | XVLayout | NegativeLayout, "kropki|xv|negative"},
		{ArrowLayout | 1<<7, "arrow|Layout(128)"},
	} {
		if got := tc.l.String(); got != tc.want {
			t.Errorf("Layout(%d).String() = %q, want %q", uint8(tc.l), got, tc.want)
		}
	}
}
