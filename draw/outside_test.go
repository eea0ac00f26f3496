package draw_test

import (
	"bytes"
	"strconv"
	"strings"
	"testing"

	"github.com/sudokugo/sudoku"
	"github.com/sudokugo/sudoku/draw"
	"pgregory.net/rapid"
)

// outsidePuzzle is the grid of the golden drawing of outside clues: the
// givens of the "X-Sum little killer" puzzle of the Interactive Sudoku
// Solver's collection.
func outsidePuzzle(t *testing.T) sudoku.Grid {
	return mustParse(t, strings.Repeat(".", 55)+"2.....5"+strings.Repeat(".", 19))
}

// outsideRules are rules with one clue of each outside kind on each
// side, two overlapping cages and a cage with repeats.
func outsideRules() *sudoku.Rules {
	line := func(first, step int) []int {
		cells := make([]int, 9)
		for k := range cells {
			cells[k] = first + k*step
		}
		return cells
	}
	return &sudoku.Rules{
		Cages: []sudoku.Cage{
			{Cells: []int{0, 1}, Sum: 11},
			{Cells: []int{1, 2, 10}, Sum: 11},
			{Cells: []int{40, 41, 49, 50, 80}, Sum: 20, AllowRepeats: true},
		},
		Outside: []sudoku.OutsideClue{
			{Kind: sudoku.LittleKillerClue, Cells: line(0, 10), Value: 23},
			{Kind: sudoku.LittleKillerClue, Cells: []int{17, 25, 33, 41, 49, 57, 65, 73}, Value: 12},
			{Kind: sudoku.LittleKillerClue, Cells: []int{79, 71}, Value: 5},
			{Kind: sudoku.LittleKillerClue, Cells: []int{63, 55, 47, 39, 31, 23, 15, 7}, Value: 40},
			{Kind: sudoku.SandwichClue, Cells: line(0, 1), Value: 0},
			{Kind: sudoku.XSumClue, Cells: line(0, 9), Value: 25},
			{Kind: sudoku.SkyscraperClue, Cells: line(44, -1), Value: 1},
			{Kind: sudoku.XSumClue, Cells: line(76, -9), Value: 12},
		},
	}
}

// TestRandomOutside draws random outside clues and cages with repeats,
// and checks that every clue's number is drawn in the ring around the
// grid, beside its first cell, and that the picture grows by the ring.
func TestRandomOutside(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		rs := &sudoku.Rules{}
		for range rapid.IntRange(1, 8).Draw(t, "clues") {
			first := rapid.IntRange(0, 80).Draw(t, "first")
			step := rapid.SampledFrom([]int{1, -1, 9, -9, 8, -8, 10, -10}).Draw(t, "step")
			// Back to the edge, then along to the other edge.
			for {
				n := first - step
				dc := n%9 - first%9
				if n < 0 || n > 80 || dc > 1 || dc < -1 {
					break
				}
				first = n
			}
			cells := []int{first}
			for {
				c := cells[len(cells)-1]
				n := c + step
				dc := n%9 - c%9
				if n < 0 || n > 80 || dc > 1 || dc < -1 {
					break
				}
				cells = append(cells, n)
			}
			rs.Outside = append(rs.Outside, sudoku.OutsideClue{
				Kind:  sudoku.OutsideKind(rapid.IntRange(1, 4).Draw(t, "kind")),
				Cells: cells, Value: rapid.IntRange(0, 45).Draw(t, "value")})
		}
		rs.Cages = append(rs.Cages, sudoku.Cage{Cells: cellsGen(1, 12, false).Draw(t, "cells"),
			Sum: rapid.IntRange(1, 60).Draw(t, "sum"), AllowRepeats: true})
		var b bytes.Buffer
		if err := draw.Grid(&b, sudoku.Grid{}, sudoku.Grid{}, &draw.Options{Rules: rs}); err != nil {
			t.Fatal(err)
		}
		root := checkSVG(t, b.Bytes())
		if vb := root.attr["viewBox"]; !strings.HasPrefix(vb, "-40 -40 632 ") {
			t.Fatalf("viewBox %q, want the ring of 40 around the grid", vb)
		}
		groups := root.withClass("outside")
		if len(groups) != 1 {
			t.Fatalf("%d groups of outside clues", len(groups))
		}
		texts := groups[0].find("text")
		if len(texts) != len(rs.Outside) {
			t.Fatalf("%d outside clues drawn, want %d", len(texts), len(rs.Outside))
		}
		for i, tx := range texts {
			o := rs.Outside[i]
			x, _ := tx.float("x")
			y, _ := tx.float("y")
			y -= 7.7 // the baseline is below the centre
			if tx.text != strconv.Itoa(o.Value) {
				t.Fatalf("clue %d drawn as %q, want %d", i, tx.text, o.Value)
			}
			// In the ring: outside the grid, within 40 of it.
			in := func(v float64) bool { return v > 6 && v < 546 }
			if in(x) && in(y) || x < -40 || y < -40 || x > 592 || y > 592 {
				t.Fatalf("clue %d at (%v, %v), not in the ring", i, x, y)
			}
			// Beside its first cell: within two cells of its centre.
			c := o.Cells[0]
			cx, cy := 6+float64(c%9)*60+30, 6+float64(c/9)*60+30
			if dx, dy := x-cx, y-cy; dx*dx+dy*dy > 120*120 {
				t.Fatalf("clue %d at (%v, %v), far from %v", i, x, y, c)
			}
		}
	})
}
