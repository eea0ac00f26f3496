package draw_test

import (
	"bytes"
	"errors"
	"strconv"
	"testing"

	"github.com/sudokugo/sudoku"
	"github.com/sudokugo/sudoku/draw"
	"pgregory.net/rapid"
)

// cellsGen draws lists of lo to hi cells, in range unless bad is set,
// when one cell in ten is out of range.
func cellsGen(lo, hi int, bad bool) *rapid.Generator[[]int] {
	cell := rapid.IntRange(0, 80)
	if bad {
		cell = rapid.Custom(func(t *rapid.T) int {
			if rapid.IntRange(0, 9).Draw(t, "bad") == 0 {
				return rapid.SampledFrom([]int{-5, -1, 81, 200}).Draw(t, "out")
			}
			return rapid.IntRange(0, 80).Draw(t, "cell")
		})
	}
	return rapid.SliceOfN(cell, lo, hi)
}

// rulesGen draws rule sets of every kind, not necessarily ones that
// [sudoku.Rules.Check] accepts: a drawing needs only cells in range.
// With bad set, some cells, regions or kinds are out of range.
func rulesGen(bad bool) *rapid.Generator[*sudoku.Rules] {
	return rapid.Custom(func(t *rapid.T) *sudoku.Rules {
		rs := &sudoku.Rules{
			MainDiagonal:   rapid.Bool().Draw(t, "main"),
			AntiDiagonal:   rapid.Bool().Draw(t, "anti"),
			Windoku:        rapid.Bool().Draw(t, "windoku"),
			DisjointGroups: rapid.Bool().Draw(t, "disjoint"),
			AntiKnight:     rapid.Bool().Draw(t, "knight"),
			AntiKing:       rapid.Bool().Draw(t, "king"),
			NonConsecutive: rapid.Bool().Draw(t, "noncons"),
			AllWhite:       rapid.Bool().Draw(t, "allWhite"),
			AllBlack:       rapid.Bool().Draw(t, "allBlack"),
			AllXV:          rapid.Bool().Draw(t, "allXV"),
		}
		if rapid.Bool().Draw(t, "jigsaw") {
			var reg [81]uint8
			hi := 8
			if bad {
				hi = 9
			}
			for i := range reg {
				reg[i] = uint8(rapid.IntRange(0, hi).Draw(t, "region"))
			}
			rs.Regions = &reg
		}
		rs.Houses = rapid.SliceOfN(cellsGen(1, 9, bad), 0, 3).Draw(t, "houses")
		for range rapid.IntRange(0, 12).Draw(t, "cages") {
			rs.Cages = append(rs.Cages, sudoku.Cage{Cells: cellsGen(1, 6, bad).Draw(t, "cells"),
				Sum: rapid.IntRange(0, 45).Draw(t, "sum")})
		}
		for range rapid.IntRange(0, 4).Draw(t, "thermos") {
			rs.Thermos = append(rs.Thermos, sudoku.Thermo{Cells: cellsGen(1, 9, bad).Draw(t, "cells")})
		}
		for range rapid.IntRange(0, 4).Draw(t, "arrows") {
			rs.Arrows = append(rs.Arrows, sudoku.Arrow{Circle: cellsGen(0, 3, bad).Draw(t, "circle"),
				Cells: cellsGen(0, 6, bad).Draw(t, "line")})
		}
		kinds := rapid.IntRange(1, 5)
		if bad {
			kinds = rapid.IntRange(0, 6)
		}
		for range rapid.IntRange(0, 20).Draw(t, "dots") {
			a := cellsGen(1, 1, bad).Draw(t, "a")[0]
			b := a + rapid.SampledFrom([]int{1, 9}).Draw(t, "step")
			if !bad {
				b = min(b, 80)
			}
			rs.Dots = append(rs.Dots, sudoku.Dot{A: a, B: b,
				Kind: sudoku.DotKind(kinds.Draw(t, "kind")), Value: rapid.IntRange(0, 17).Draw(t, "value")})
		}
		rs.Odd = cellsGen(0, 5, bad).Draw(t, "odd")
		rs.Even = cellsGen(0, 5, bad).Draw(t, "even")
		rs.Minimums = cellsGen(0, 4, bad).Draw(t, "minimums")
		rs.Maximums = cellsGen(0, 4, bad).Draw(t, "maximums")
		for range rapid.IntRange(0, 4).Draw(t, "quadruples") {
			c := rapid.IntRange(0, 7).Draw(t, "col") + 9*rapid.IntRange(0, 7).Draw(t, "row")
			if bad && rapid.IntRange(0, 9).Draw(t, "bad") == 0 {
				c = rapid.SampledFrom([]int{-5, 200}).Draw(t, "out")
			}
			rs.Quadruples = append(rs.Quadruples, sudoku.Quadruple{Cell: c,
				Digits: rapid.SliceOfN(rapid.IntRange(1, 9), 1, 4).Draw(t, "digits")})
		}
		return rs
	})
}

// gridGen draws grids of digits 0-9, mostly 0.
var gridGen = rapid.Custom(func(t *rapid.T) sudoku.Grid {
	var g sudoku.Grid
	for i := range g {
		if rapid.IntRange(0, 3).Draw(t, "filled") == 0 {
			g[i] = uint8(rapid.IntRange(1, 9).Draw(t, "digit"))
		}
	}
	return g
})

// TestRandomRules draws random grids under random rule sets and checks
// that each drawing is well-formed SVG showing every given in its cell,
// every entry in a cell the puzzle leaves empty, every cage total, every
// thermometer and arrow, and every dot.
func TestRandomRules(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		rs := rulesGen(false).Draw(t, "rules")
		puzzle, entries := gridGen.Draw(t, "puzzle"), gridGen.Draw(t, "entries")
		var b bytes.Buffer
		if err := draw.Grid(&b, puzzle, entries, &draw.Options{Rules: rs}); err != nil {
			t.Fatal(err)
		}
		root := checkSVG(t, b.Bytes())
		checkDigits(t, root, "givens", &puzzle, nil)
		checkDigits(t, root, "entries", &entries, &puzzle)
		sums := 0
		for _, cg := range rs.Cages {
			if cg.Sum != 0 {
				sums++
			}
		}
		cages := root.withClass("cages")
		if got := len(cages); got != min(len(rs.Cages), 1) {
			t.Fatalf("%d groups of cages", got)
		}
		if len(cages) > 0 {
			if got := len(cages[0].find("path")); got != len(rs.Cages) {
				t.Fatalf("%d cage outlines, want %d", got, len(rs.Cages))
			}
			if got := len(cages[0].find("text")); got != sums {
				t.Fatalf("%d cage totals, want %d", got, sums)
			}
		}
		if got := len(root.withClass("thermo")); got != len(rs.Thermos) {
			t.Fatalf("%d thermometers, want %d", got, len(rs.Thermos))
		}
		if got := len(root.withClass("arrow")); got != len(rs.Arrows) {
			t.Fatalf("%d arrows, want %d", got, len(rs.Arrows))
		}
		dots := 0
		for _, k := range []string{"white", "black", "x", "v", "sum"} {
			dots += len(root.withClass(k))
		}
		if dots != len(rs.Dots) {
			t.Fatalf("%d dots, want %d", dots, len(rs.Dots))
		}
		for _, k := range []struct {
			class string
			n     int
		}{{"minimum", len(rs.Minimums)}, {"maximum", len(rs.Maximums)}, {"quadruple", len(rs.Quadruples)}} {
			if got := len(root.withClass(k.class)); got != k.n {
				t.Fatalf("%d %ss, want %d", got, k.class, k.n)
			}
		}
		for _, k := range []struct {
			class string
			cells []int
		}{{"odd", rs.Odd}, {"even", rs.Even}} {
			shapes := 0
			for _, g := range root.withClass(k.class) {
				shapes += len(g.find("circle")) + len(g.find("rect"))
			}
			if shapes != len(k.cells) {
				t.Fatalf("%d %s cells drawn, want %d", shapes, k.class, len(k.cells))
			}
		}
	})
}

// checkDigits fails unless the group of class holds, in its cell, each
// digit of g whose cell skip (when not nil) leaves empty, and no other.
func checkDigits(t *rapid.T, root *node, class string, g, skip *sudoku.Grid) {
	var got sudoku.Grid
	for _, grp := range root.withClass(class) {
		for _, tx := range grp.find("text") {
			x, _ := tx.float("x")
			y, _ := tx.float("y")
			cell := cellOf(x, y-13) // the baseline is below the centre
			d, err := strconv.Atoi(tx.text)
			if cell < 0 || err != nil || got[cell] != 0 {
				t.Fatalf("%s: %q at (%v, %v)", class, tx.text, x, y)
			}
			got[cell] = uint8(d)
		}
	}
	want := *g
	if skip != nil {
		for i := range want {
			if skip[i] != 0 {
				want[i] = 0
			}
		}
	}
	if got != want {
		t.Fatalf("%s drawn:\n%s\nwant:\n%s", class, got.Pretty(), want.Pretty())
	}
}

// TestRandomBadRules draws under rule sets with values out of range, and
// checks that each is either drawn (when no bad value was drawn) or
// refused with an *Error that wraps ErrRange, having written nothing.
func TestRandomBadRules(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		rs := rulesGen(true).Draw(t, "rules")
		var b bytes.Buffer
		err := draw.Grid(&b, sudoku.Grid{}, sudoku.Grid{}, &draw.Options{Rules: rs})
		if err == nil {
			checkSVG(t, b.Bytes())
			return
		}
		var e *draw.Error
		if !errors.As(err, &e) || !errors.Is(err, draw.ErrRange) || b.Len() != 0 {
			t.Fatalf("error %v, %d bytes written", err, b.Len())
		}
		if e.Value >= 0 && e.Value <= 80 && e.Path[len(e.Path)-5:] != ".kind" &&
			!(e.Value == 9 && len(e.Path) > 12 && e.Path[:12] == "rules.region") {
			t.Fatalf("%v: the value is in range", err)
		}
	})
}

// TestRandomRulesSteps draws steps of the paths of sample puzzles over
// random rule sets, and checks with checkStepDrawing that the rules hide
// nothing of the step. Cage totals are left out, since they move the
// pencil marks of their cells (which checkStepDrawing does not know).
func TestRandomRulesSteps(t *testing.T) {
	type drawn struct {
		puzzle sudoku.Grid
		c      sudoku.Candidates
		s      sudoku.Step
	}
	var steps []drawn
	for _, p := range samplePuzzles(t, "magictour_top1465.txt", 50) {
		path, err := sudoku.Path(p)
		if err != nil {
			t.Fatal(err)
		}
		c, err := sudoku.NewCandidates(p)
		if err != nil {
			t.Fatal(err)
		}
		for _, s := range path {
			steps = append(steps, drawn{p, c, s})
			c.Apply(s)
		}
	}
	rapid.Check(t, func(t *rapid.T) {
		rs := rulesGen(false).Draw(t, "rules")
		for i := range rs.Cages {
			rs.Cages[i].Sum = 0
		}
		st := rapid.SampledFrom(steps).Draw(t, "step")
		var b bytes.Buffer
		if err := draw.Step(&b, st.puzzle, st.c, st.s, &draw.Options{Rules: rs}); err != nil {
			t.Fatal(err)
		}
		checkStepDrawing(t, b.Bytes(), &st.c, &st.s)
	})
}
