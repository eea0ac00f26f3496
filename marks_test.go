package sudoku

import (
	"context"
	"errors"
	"testing"

	"pgregory.net/rapid"

	"github.com/sudokugo/sudoku/internal/allsamples"
)

// markFamilies are the rule families of marks of any value, minimums and
// maximums, odd and even cells and quadruples, drawn over a solution.
var markFamilies = []family{
	{name: "valued marks", shape: func(Rand) *Rules { return &Rules{} }, over: addValuedMarks},
	{name: "valued negative", shape: func(Rand) *Rules { return &Rules{} }, over: func(rs *Rules, sol *Grid, r Rand) {
		rs.AllWhite, rs.AllBlack, rs.AllXV = below(r, 2) == 0, below(r, 2) == 0, below(r, 2) == 0
		addValuedMarks(rs, sol, r)
	}},
	{name: "extremes", shape: func(Rand) *Rules { return &Rules{} }, over: addExtremes},
	{name: "parity", shape: func(Rand) *Rules { return &Rules{} }, over: addParity},
	{name: "quadruples", shape: func(Rand) *Rules { return &Rules{} }, over: addQuadruples},
	{name: "marks mix", shape: randomMix, over: func(rs *Rules, sol *Grid, r Rand) {
		rs.AllWhite, rs.AllXV = below(r, 3) == 0, below(r, 3) == 0
		addValuedMarks(rs, sol, r)
		addExtremes(rs, sol, r)
		addParity(rs, sol, r)
		addQuadruples(rs, sol, r)
	}},
}

// valuedMarks returns the marks that the digits x and y meet: a white dot
// of their difference, a black dot of their ratio when it is a whole
// number, a sum mark of their total, and an X or a V when they add up to
// 10 or 5.
func valuedMarks(x, y int) []Dot {
	hi, lo := max(x, y), min(x, y)
	ds := []Dot{{Kind: WhiteDot, Value: hi - lo}, {Kind: SumMark, Value: x + y}}
	if hi%lo == 0 {
		ds = append(ds, Dot{Kind: BlackDot, Value: hi / lo})
	}
	if x+y == 10 {
		ds = append(ds, Dot{Kind: XMark})
	}
	if x+y == 5 {
		ds = append(ds, Dot{Kind: VMark})
	}
	return ds
}

// addValuedMarks puts marks of any value that sol meets on orthogonal
// pairs, at most one of each family on a pair: on each pair that a
// negative rule of rs needs one of its family on, and on some others.
// Some marks of the usual value come with Value 0.
func addValuedMarks(rs *Rules, sol *Grid, r Rand) {
	for a := range 81 {
		for _, b := range []int{a + 1, a + 9} {
			if b > 80 || b == a+1 && b%9 == 0 {
				continue
			}
			x, y := int(sol[a]), int(sol[b])
			consec, double := x-y == 1 || y-x == 1, x == 2*y || y == 2*x
			needK := rs.AllWhite && consec || rs.AllBlack && double
			needXV := rs.AllXV && (x+y == 10 || x+y == 5)
			var kropki, sums []Dot
			for _, d := range valuedMarks(x, y) {
				d.A, d.B = a, b
				if below(r, 2) == 0 {
					d.A, d.B = b, a
				}
				if d.Kind == WhiteDot && d.Value == 1 || d.Kind == BlackDot && d.Value == 2 {
					if below(r, 2) == 0 {
						d.Value = 0
					}
				}
				if d.Kind == WhiteDot || d.Kind == BlackDot {
					kropki = append(kropki, d)
				} else if d.Kind != SumMark || !needXV {
					sums = append(sums, d)
				}
			}
			if needK || below(r, 8) == 0 {
				rs.Dots = append(rs.Dots, kropki[below(r, len(kropki))])
			}
			if needXV || below(r, 12) == 0 {
				rs.Dots = append(rs.Dots, sums[below(r, len(sums))])
			}
		}
	}
}

// addExtremes makes minimums and maximums of some cells of sol that are
// less or greater than each of their orthogonal neighbours.
func addExtremes(rs *Rules, sol *Grid, r Rand) {
	for c := range 81 {
		less, more := true, true
		for _, o := range []int{c - 9, c + 9, c - 1, c + 1} {
			if o < 0 || o > 80 || (o == c-1 || o == c+1) && o/9 != c/9 {
				continue
			}
			less = less && sol[c] < sol[o]
			more = more && sol[c] > sol[o]
		}
		switch {
		case less && below(r, 2) == 0:
			rs.Minimums = append(rs.Minimums, c)
		case more && below(r, 2) == 0:
			rs.Maximums = append(rs.Maximums, c)
		}
	}
}

// addParity makes some cells odd or even as their digits in sol are.
func addParity(rs *Rules, sol *Grid, r Rand) {
	for c := range 81 {
		if below(r, 4) != 0 {
			continue
		}
		if sol[c]%2 == 1 {
			rs.Odd = append(rs.Odd, c)
		} else {
			rs.Even = append(rs.Even, c)
		}
	}
}

// addQuadruples puts up to six quadruples on random corners, each with
// one to four of the digits of its four cells in sol, a digit there twice
// sometimes listed twice.
func addQuadruples(rs *Rules, sol *Grid, r Rand) {
	for range 1 + below(r, 6) {
		c := below(r, 72)
		if c%9 == 8 {
			continue
		}
		four := []int{c, c + 1, c + 9, c + 10}
		// A random order of the four, then the first n digits.
		for k := 3; k > 0; k-- {
			j := below(r, k+1)
			four[k], four[j] = four[j], four[k]
		}
		q := Quadruple{Cell: c}
		for _, x := range four[:1+below(r, 4)] {
			q.Digits = append(q.Digits, int(sol[x]))
		}
		rs.Quadruples = append(rs.Quadruples, q)
	}
}

// sparsePuzzleFrom is puzzleFrom with up to 54 cells cleared, so that
// more of the puzzles have several solutions.
func sparsePuzzleFrom(t *rapid.T, sol Grid) Grid {
	g := puzzleFrom(t, sol)
	return clearCells(t, g, rapid.IntRange(0, 40).Draw(t, "more"), "moreCells")
}

// TestMarksCountBrute checks Count against the brute force on random
// puzzles of the mark families: a random solution with cells cleared,
// some with a wrong digit put in, so with one, several or no solutions.
func TestMarksCountBrute(t *testing.T) {
	// 120 cases of three puzzles for each family: 2,160 puzzles counted
	// by both; 1,000 with -allsamples, 60 cases with -short.
	withChecks(t, allsamples.Size(1000, 120, 300))
	checkCountBrute(t, markFamilies, countBrute{puzzle: sparsePuzzleFrom})
}

// TestMarksSolveKeepsRules checks that every solution Solve returns under
// the mark families keeps the givens and breaks no rule, by Validate and
// by the brute force's predicate.
func TestMarksSolveKeepsRules(t *testing.T) {
	withChecks(t, allsamples.Size(2000, 200, 500))
	checkSolveKeepsRules(t, markFamilies)
}

// TestMarksTrueCandidatesBrute checks TrueCandidates under the mark
// families against the union of all solutions the brute force finds.
func TestMarksTrueCandidatesBrute(t *testing.T) {
	withChecks(t, allsamples.Size(1000, 100, 300))
	checkTrueCandidatesBrute(t, markFamilies, puzzleFrom)
}

// TestNegativeFamilies checks the meaning of the negative rules on
// grids: under AllWhite and AllXV a pair of 2 and 3 needs both a kropki
// dot and an X or a V, and a mark of one family does not lift the rule of
// the other.
func TestNegativeFamilies(t *testing.T) {
	for seed := range uint32(20) {
		sol := randomGrid(NewMulberry32(seed))
		rs := &Rules{AllWhite: true, AllXV: true}
		addMarks(rs, &sol, NewMulberry32(seed), func(DotKind) bool { return true },
			WhiteDot, VMark, XMark)
		if n := rs.Count(sol, 2); n != 1 {
			t.Fatalf("seed %d: Count(solution) = %d under every mark, want 1", seed, n)
		}
		// Take the V off the pairs of 2 and 3, leaving their white dots.
		var kept []Dot
		cut := false
		for _, d := range rs.Dots {
			if d.Kind == VMark && sol[d.A]+sol[d.B] == 5 && sol[d.A] != 1 && sol[d.A] != 4 {
				cut = true
				continue
			}
			kept = append(kept, d)
		}
		if !cut {
			continue
		}
		rs.Dots = kept
		if n := rs.Count(sol, 2); n != 0 {
			t.Errorf("seed %d: Count(solution) = %d with a 2 and 3 under a white dot only, want 0", seed, n)
		}
		var re *RuleError
		if err := rs.Validate(sol); !errors.As(err, &re) || re.Rule != "all xv" {
			t.Errorf("seed %d: Validate = %v, want the all xv rule broken", seed, err)
		}
	}
}

// TestGenerateUnderMarks checks that the Generator, given rules of odd
// and even cells, minimums and quadruples, makes puzzles whose solution
// keeps them and is the only one.
func TestGenerateUnderMarks(t *testing.T) {
	rs := &Rules{Odd: []int{0, 40}, Even: []int{80, 44}, Minimums: []int{20}, Maximums: []int{60},
		Quadruples: []Quadruple{{Cell: 30, Digits: []int{9, 8}}}}
	for seed := range uint32(4) {
		res, err := Generator{Rules: rs}.Generate(context.Background(), NewMulberry32(seed))
		if err != nil {
			t.Fatal(err)
		}
		if err := rs.Validate(res.Solution); err != nil {
			t.Fatalf("seed %d: the solution %v breaks the rules: %v", seed, res.Solution, err)
		}
		if sols := rs.Solve(res.Puzzle, 2); len(sols) != 1 || sols[0] != res.Solution {
			t.Fatalf("seed %d: %v has solutions %v, want only %v", seed, res.Puzzle, sols, res.Solution)
		}
	}
}

// TestMarksPublished solves published puzzles of maximums and of odd and
// even cells and checks the answers that the Interactive Sudoku Solver's
// data (data/example_puzzles.js: "Fortress", "Odd & even") gives.
func TestMarksPublished(t *testing.T) {
	cells := func(names ...string) []int {
		var out []int
		for _, n := range names {
			out = append(out, int(n[1]-'1')*9+int(n[3]-'1'))
		}
		return out
	}
	tests := []struct {
		name, grid, sol string
		rs              *Rules
	}{
		{"Fortress", "4..1.2...............3.47....8...1...........7.......3...6.7...............8.9..2",
			"437182596681795324295364718328576149164938275759241863843627951912453687576819432",
			&Rules{Maximums: cells("r1c8", "r2c5", "r5c8", "r4c5", "r6c5", "r8c5", "r9c2", "r5c2", "r4c1")}},
		{"Odd & even", ".....7216.....4975.............................................2745.....9582.....",
			"549837216823614975716925348635149827492786153187352469361478592274593681958261734",
			&Rules{Odd: cells("r2c3", "r3c2", "r4c4", "r4c2", "r5c4", "r5c2", "r3c4", "r6c3"),
				Even: cells("r4c7", "r4c8", "r5c6", "r6c6", "r6c7", "r6c8", "r7c6", "r8c7", "r8c8")}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g, err := Parse(tt.grid)
			if err != nil {
				t.Fatal(err)
			}
			want, _ := Parse(tt.sol)
			if sols := tt.rs.Solve(g, 2); len(sols) != 1 || sols[0] != want {
				t.Fatalf("solutions %v, want only %v", sols, want)
			}
		})
	}
}
