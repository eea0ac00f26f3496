package sudoku

import (
	"context"
	"errors"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// jigsawRows is a jigsaw layout whose regions are the rows: valid, and
// with the rows as regions a box of classic rules no longer applies.
func jigsawRows() *[81]uint8 {
	var reg [81]uint8
	for c := range reg {
		reg[c] = uint8(c / 9)
	}
	return &reg
}

func TestRulesCheck(t *testing.T) {
	badRegion := jigsawRows()
	badRegion[5] = 9
	unevenRegions := jigsawRows()
	unevenRegions[0] = 1
	tests := []struct {
		name  string
		rs    *Rules
		rule  string
		index int
		cells []int
	}{
		{"nil", nil, "", 0, nil},
		{"zero", &Rules{}, "", 0, nil},
		{"jigsaw", &Rules{Regions: jigsawRows()}, "", 0, nil},
		{"region above 8", &Rules{Regions: badRegion}, "regions", -1, []int{5}},
		{"region of ten", &Rules{Regions: unevenRegions}, "regions", -1, []int{1, 2, 3, 4, 5, 6, 7, 8}},
		{"empty house", &Rules{Houses: [][]int{{1, 2}, {}}}, "house", 1, []int{}},
		{"house out of range", &Rules{Houses: [][]int{{1, 81}}}, "house", 0, []int{81}},
		{"house repeats", &Rules{Houses: [][]int{{1, 2, 1}}}, "house", 0, []int{1}},
		{"house of ten", &Rules{Houses: [][]int{{0, 1, 2, 3, 4, 5, 6, 7, 8, 9}}}, "house", 0, []int{0, 1, 2, 3, 4, 5, 6, 7, 8, 9}},
		{"cages overlap", &Rules{Cages: []Cage{{Cells: []int{0, 1}, Sum: 3}, {Cells: []int{2, 1}, Sum: 5}}}, "", 0, nil},
		{"cage total too big", &Rules{Cages: []Cage{{Cells: []int{0, 1}, Sum: 3}, {}, {}, {Cells: []int{9, 10}, Sum: 50}}}, "cage", 1, []int{}},
		{"cage total 18 of two", &Rules{Cages: []Cage{{Cells: []int{9, 10}, Sum: 18}}}, "cage", 0, []int{9, 10}},
		{"cage total 17 of two", &Rules{Cages: []Cage{{Cells: []int{9, 10}, Sum: 17}}}, "", 0, nil},
		{"cage negative", &Rules{Cages: []Cage{{Cells: []int{9}, Sum: -1}}}, "cage", 0, []int{9}},
		{"thermo of one", &Rules{Thermos: []Thermo{{Cells: []int{4}}}}, "thermo", 0, []int{4}},
		{"thermo of ten", &Rules{Thermos: []Thermo{{Cells: []int{0, 1, 2, 3, 4, 5, 6, 7, 8, 17}}}}, "thermo", 0, []int{0, 1, 2, 3, 4, 5, 6, 7, 8, 17}},
		{"thermo jumps", &Rules{Thermos: []Thermo{{Cells: []int{0, 10, 12}}}}, "thermo", 0, []int{10, 12}},
		{"thermo wraps a row", &Rules{Thermos: []Thermo{{Cells: []int{8, 9}}}}, "thermo", 0, []int{8, 9}},
		{"thermo diagonal", &Rules{Thermos: []Thermo{{Cells: []int{0, 10, 20}}}}, "", 0, nil},
		{"arrow without line", &Rules{Arrows: []Arrow{{Circle: []int{0}}}}, "arrow", 0, []int{0}},
		{"arrow of ten", &Rules{Arrows: []Arrow{{Circle: []int{0}, Cells: []int{1, 2, 3, 4, 5, 6, 7, 8, 17, 16}}}}, "arrow", 0, []int{0, 1, 2, 3, 4, 5, 6, 7, 8, 17, 16}},
		{"pill of one cell line", &Rules{Arrows: []Arrow{{Circle: []int{0, 1}, Cells: []int{2}}}}, "arrow", 0, []int{0, 1, 2}},
		{"pill of two cell line", &Rules{Arrows: []Arrow{{Circle: []int{0, 1}, Cells: []int{2, 3}}}}, "", 0, nil},
		{"arrow circle on line", &Rules{Arrows: []Arrow{{Circle: []int{0}, Cells: []int{1, 0}}}}, "arrow", 0, []int{0}},
		{"dot not adjacent", &Rules{Dots: []Dot{{A: 0, B: 2, Kind: WhiteDot}}}, "dot", 0, []int{0, 2}},
		{"dot across rows", &Rules{Dots: []Dot{{A: 8, B: 9, Kind: WhiteDot}}}, "dot", 0, []int{8, 9}},
		{"dot unknown kind", &Rules{Dots: []Dot{{A: 0, B: 1, Kind: 7}}}, "dot", 0, []int{0, 1}},
		{"dot out of range", &Rules{Dots: []Dot{{A: 80, B: 89, Kind: XMark}}}, "dot", 0, []int{89}},
		{"two dots on a pair", &Rules{Dots: []Dot{{A: 0, B: 1, Kind: XMark}, {A: 1, B: 0, Kind: VMark}}}, "dot", 1, []int{1, 0}},
		{"two kropki dots on a pair", &Rules{Dots: []Dot{{A: 0, B: 1, Kind: WhiteDot}, {A: 1, B: 0, Kind: BlackDot}}}, "dot", 1, []int{1, 0}},
		{"a white dot and a v on a pair", &Rules{Dots: []Dot{{A: 0, B: 1, Kind: WhiteDot}, {A: 1, B: 0, Kind: VMark}}}, "", 0, nil},
		{"two white dots of other values", &Rules{Dots: []Dot{{A: 0, B: 1, Kind: WhiteDot}, {A: 1, B: 0, Kind: WhiteDot, Value: 2}}}, "dot", 1, []int{1, 0}},
		{"the same white dot twice", &Rules{Dots: []Dot{{A: 0, B: 1, Kind: WhiteDot}, {A: 1, B: 0, Kind: WhiteDot, Value: 1}}}, "", 0, nil},
		{"white dot of 8", &Rules{Dots: []Dot{{A: 0, B: 1, Kind: WhiteDot, Value: 8}}}, "", 0, nil},
		{"white dot of 9", &Rules{Dots: []Dot{{A: 0, B: 1, Kind: WhiteDot, Value: 9}}}, "dot", 0, []int{0, 1}},
		{"black dot of 1", &Rules{Dots: []Dot{{A: 0, B: 1, Kind: BlackDot, Value: 1}}}, "dot", 0, []int{0, 1}},
		{"black dot of 9", &Rules{Dots: []Dot{{A: 0, B: 1, Kind: BlackDot, Value: 9}}}, "", 0, nil},
		{"sum mark without a total", &Rules{Dots: []Dot{{A: 0, B: 1, Kind: SumMark}}}, "dot", 0, []int{0, 1}},
		{"sum mark of 2", &Rules{Dots: []Dot{{A: 0, B: 1, Kind: SumMark, Value: 2}}}, "dot", 0, []int{0, 1}},
		{"sum mark of 17", &Rules{Dots: []Dot{{A: 0, B: 1, Kind: SumMark, Value: 17}}}, "", 0, nil},
		{"sum mark of 18", &Rules{Dots: []Dot{{A: 0, B: 1, Kind: SumMark, Value: 18}}}, "dot", 0, []int{0, 1}},
		{"x with a value", &Rules{Dots: []Dot{{A: 0, B: 1, Kind: XMark, Value: 10}}}, "dot", 0, []int{0, 1}},
		{"odd and even cells", &Rules{Odd: []int{1, 3}, Even: []int{2}}, "", 0, nil},
		{"minimums and maximums", &Rules{Minimums: []int{1, 3}, Maximums: []int{2}}, "", 0, nil},
		{"quadruple", &Rules{Quadruples: []Quadruple{{Cell: 0, Digits: []int{1, 1, 2}}}}, "", 0, nil},
		{"the same dot twice", &Rules{Dots: []Dot{{A: 0, B: 1, Kind: XMark}, {A: 1, B: 0, Kind: XMark}}}, "", 0, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			checkRuleError(t, "Check()", tt.rs.Check(), ErrRules, tt.rule, tt.index, tt.cells)
			if tt.rule == "" {
				return
			}
			// An invalid rule set searches to nothing, with an error from
			// the Solver.
			if n := tt.rs.Count(Grid{}, 1); n != 0 {
				t.Errorf("Count = %d, want 0", n)
			}
			if _, _, err := (Solver{Rules: tt.rs}).Count(context.Background(), Grid{}, 1); !errors.Is(err, ErrRules) {
				t.Errorf("Solver.Count error = %v, want ErrRules", err)
			}
		})
	}
}

func TestRuleErrorMessage(t *testing.T) {
	rs := &Rules{Cages: []Cage{{}, {}, {}, {Cells: []int{0, 1}, Sum: 50}}}
	rs.Cages[0] = Cage{Cells: []int{40}, Sum: 5}
	rs.Cages[1] = Cage{Cells: []int{41}, Sum: 5}
	rs.Cages[2] = Cage{Cells: []int{42}, Sum: 5}
	want := "cage 3 (r1c1 r1c2): total 50 cannot be made: invalid rules"
	if err := rs.Check(); err == nil || err.Error() != want {
		t.Errorf("Check() = %v, want %s", err, want)
	}
	e := &RuleError{Rule: "anti-knight", Index: -1, Cells: []int{0, 11}, Reason: "both hold 3", Err: ErrBroken}
	if got, want := e.Error(), "anti-knight (r1c1 r2c3): both hold 3: rule broken"; got != want {
		t.Errorf("Error() = %s, want %s", got, want)
	}
}

// gridOf returns a grid with the given digits in the given cells.
func gridOf(cellDigits ...int) Grid {
	var g Grid
	for k := 0; k < len(cellDigits); k += 2 {
		g[cellDigits[k]] = uint8(cellDigits[k+1])
	}
	return g
}

func TestRulesValidate(t *testing.T) {
	tests := []struct {
		name  string
		rs    *Rules
		g     Grid
		rule  string // "" for nil; "value" and "conflict" for those errors
		index int
		cells []int
	}{
		{"empty", &Rules{MainDiagonal: true}, Grid{}, "", 0, nil},
		{"value", &Rules{MainDiagonal: true}, gridOf(3, 10), "value", 0, []int{3}},
		{"classic conflict", &Rules{Windoku: true}, gridOf(0, 4, 20, 4), "conflict", 0, []int{0, 20}},
		{"nil rules conflict", nil, gridOf(0, 4, 8, 4), "conflict", 0, []int{0, 8}},
		{"invalid rules", &Rules{Houses: [][]int{{90}}}, Grid{}, "house", 0, []int{90}},
		{"main diagonal", &Rules{MainDiagonal: true}, gridOf(0, 5, 80, 5), "main diagonal", -1, []int{0, 80}},
		{"anti-diagonal", &Rules{AntiDiagonal: true}, gridOf(8, 5, 72, 5), "anti-diagonal", -1, []int{8, 72}},
		{"windoku", &Rules{Windoku: true}, gridOf(10, 1, 30, 1), "windoku", 0, []int{10, 30}},
		{"disjoint", &Rules{DisjointGroups: true}, gridOf(0, 2, 80-20, 2), "disjoint group", 0, []int{0, 60}},
		{"region", &Rules{Regions: jigsawRows()}, gridOf(0, 2, 10, 7), "", 0, nil},
		{"house", &Rules{Houses: [][]int{{1, 2}, {0, 40}}}, gridOf(0, 9, 40, 9), "house", 1, []int{0, 40}},
		{"anti-knight", &Rules{AntiKnight: true}, gridOf(2, 3, 13, 3), "anti-knight", -1, []int{2, 13}},
		{"anti-king", &Rules{AntiKing: true}, gridOf(2, 3, 12, 3), "anti-king", -1, []int{2, 12}},
		{"non-consecutive", &Rules{NonConsecutive: true}, gridOf(0, 3, 9, 4), "non-consecutive", -1, []int{0, 9}},
		{"white dot", &Rules{Dots: []Dot{{A: 0, B: 1, Kind: WhiteDot}}}, gridOf(0, 3, 1, 5), "dot", 0, []int{0, 1}},
		{"black dot met", &Rules{Dots: []Dot{{A: 0, B: 1, Kind: BlackDot}}}, gridOf(0, 3, 1, 6), "", 0, nil},
		{"x mark", &Rules{Dots: []Dot{{A: 0, B: 9, Kind: XMark}}}, gridOf(0, 3, 9, 6), "dot", 0, []int{0, 9}},
		{"all white", &Rules{AllWhite: true}, gridOf(0, 3, 1, 4), "all white", -1, []int{0, 1}},
		{"all white exempt", &Rules{AllWhite: true, Dots: []Dot{{A: 0, B: 1, Kind: BlackDot}}}, gridOf(0, 1, 1, 2), "", 0, nil},
		{"all black", &Rules{AllBlack: true}, gridOf(0, 3, 1, 6), "all black", -1, []int{0, 1}},
		{"all xv", &Rules{AllXV: true}, gridOf(0, 3, 1, 2), "all xv", -1, []int{0, 1}},
		// The negative rules pass over a pair with a mark of their own
		// family only, as f-puzzles, SudokuPad and ISS read them.
		{"all white over a v", &Rules{AllWhite: true, Dots: []Dot{{A: 0, B: 1, Kind: VMark}}}, gridOf(0, 2, 1, 3), "all white", -1, []int{0, 1}},
		{"all xv over a white dot", &Rules{AllXV: true, Dots: []Dot{{A: 0, B: 1, Kind: WhiteDot}}}, gridOf(0, 2, 1, 3), "all xv", -1, []int{0, 1}},
		{"all xv over a sum mark", &Rules{AllXV: true, Dots: []Dot{{A: 0, B: 9, Kind: SumMark, Value: 5}}}, gridOf(0, 1, 9, 4), "all xv", -1, []int{0, 9}},
		{"all black exempt by a white dot", &Rules{AllBlack: true, Dots: []Dot{{A: 0, B: 1, Kind: WhiteDot}}}, gridOf(0, 1, 1, 2), "", 0, nil},
		{"all white exempt by a white dot of 3", &Rules{AllWhite: true, Dots: []Dot{{A: 0, B: 1, Kind: WhiteDot, Value: 3}}}, gridOf(0, 1, 1, 4), "", 0, nil},
		{"all white and all xv over both marks", &Rules{AllWhite: true, AllXV: true, Dots: []Dot{{A: 0, B: 1, Kind: WhiteDot}, {A: 1, B: 0, Kind: VMark}}}, gridOf(0, 2, 1, 3), "", 0, nil},
		{"white dot of 3", &Rules{Dots: []Dot{{A: 0, B: 1, Kind: WhiteDot, Value: 3}}}, gridOf(0, 2, 1, 3), "dot", 0, []int{0, 1}},
		{"black dot of 3 met", &Rules{Dots: []Dot{{A: 0, B: 1, Kind: BlackDot, Value: 3}}}, gridOf(0, 9, 1, 3), "", 0, nil},
		{"black dot of 3", &Rules{Dots: []Dot{{A: 0, B: 1, Kind: BlackDot, Value: 3}}}, gridOf(0, 2, 1, 4), "dot", 0, []int{0, 1}},
		{"sum mark", &Rules{Dots: []Dot{{A: 0, B: 9, Kind: SumMark, Value: 12}}}, gridOf(0, 4, 9, 7), "dot", 0, []int{0, 9}},
		{"sum mark met", &Rules{Dots: []Dot{{A: 0, B: 9, Kind: SumMark, Value: 12}}}, gridOf(0, 4, 9, 8), "", 0, nil},
		{"minimum", &Rules{Minimums: []int{10}}, gridOf(10, 5, 11, 4), "minimum", -1, []int{10, 11}},
		{"minimum met", &Rules{Minimums: []int{10}}, gridOf(10, 3, 1, 4, 9, 5, 11, 6, 19, 7), "", 0, nil},
		{"maximum", &Rules{Maximums: []int{10}}, gridOf(1, 6, 10, 5), "maximum", -1, []int{10, 1}},
		{"maximum next to a minimum", &Rules{Minimums: []int{0}, Maximums: []int{1}}, gridOf(0, 3, 1, 8), "", 0, nil},
		{"odd", &Rules{Odd: []int{4, 5}}, gridOf(4, 3, 5, 2), "odd", -1, []int{5}},
		{"even", &Rules{Even: []int{4}}, gridOf(4, 3), "even", -1, []int{4}},
		{"quadruple short", &Rules{Quadruples: []Quadruple{{Cell: 0, Digits: []int{1, 2}}}}, gridOf(0, 3, 1, 4, 9, 5), "quadruple", 0, []int{0, 1, 9, 10}},
		{"quadruple twice short", &Rules{Quadruples: []Quadruple{{Cell: 2, Digits: []int{5, 5}}}}, gridOf(2, 6, 3, 7, 11, 8), "quadruple", 0, []int{2, 3, 11, 12}},
		{"quadruple may", &Rules{Quadruples: []Quadruple{{Cell: 2, Digits: []int{5, 5}}}}, gridOf(2, 5, 3, 6), "", 0, nil},
		{"cage over", &Rules{Cages: []Cage{{Cells: []int{0, 1, 2}, Sum: 6}}}, gridOf(0, 7), "cage", 0, []int{0, 1, 2}},
		{"cage wrong total", &Rules{Cages: []Cage{{Cells: []int{0, 1}, Sum: 6}}}, gridOf(0, 1, 1, 2), "cage", 0, []int{0, 1}},
		{"cage repeats", &Rules{Cages: []Cage{{Cells: []int{0, 10}}}}, gridOf(0, 1, 10, 1), "conflict", 0, []int{0, 10}},
		{"cage repeat outside a box", &Rules{Cages: []Cage{{Cells: []int{2, 3}}}}, gridOf(2, 1, 3, 1), "conflict", 0, []int{2, 3}},
		{"cage of a diagonal pair", &Rules{Cages: []Cage{{Cells: []int{2, 12}}}}, gridOf(2, 1, 12, 1), "cage", 0, []int{2, 12}},
		{"thermo falls", &Rules{Thermos: []Thermo{{Cells: []int{0, 1, 2}}}}, gridOf(0, 5, 2, 6), "thermo", 0, []int{0, 2}},
		{"thermo bulb too high", &Rules{Thermos: []Thermo{{Cells: []int{0, 1, 2}}}}, gridOf(0, 8), "thermo", 0, []int{0}},
		{"thermo rises", &Rules{Thermos: []Thermo{{Cells: []int{0, 1, 2}}}}, gridOf(0, 5, 2, 7), "", 0, nil},
		{"arrow over", &Rules{Arrows: []Arrow{{Circle: []int{0}, Cells: []int{1, 2}}}}, gridOf(0, 5, 1, 6), "arrow", 0, []int{0, 1, 2}},
		{"arrow wrong sum", &Rules{Arrows: []Arrow{{Circle: []int{0}, Cells: []int{1, 2}}}}, gridOf(0, 9, 1, 6, 2, 2), "arrow", 0, []int{0, 1, 2}},
		{"pill", &Rules{Arrows: []Arrow{{Circle: []int{0, 1}, Cells: []int{2, 3}}}}, gridOf(0, 1, 1, 5, 2, 6, 3, 9), "", 0, nil},
		{"pill wrong sum", &Rules{Arrows: []Arrow{{Circle: []int{0, 1}, Cells: []int{2, 3}}}}, gridOf(0, 1, 1, 6, 2, 7, 3, 8), "arrow", 0, []int{0, 1, 2, 3}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := tt.rs.Validate(tt.g)
			var re *RuleError
			var ve *ValueError
			var ce *ConflictError
			switch {
			case tt.rule == "":
				if err != nil {
					t.Fatalf("Validate = %v, want nil", err)
				}
			case tt.rule == "value":
				if !errors.As(err, &ve) || ve.Cell != tt.cells[0] {
					t.Fatalf("Validate = %v, want a *ValueError at %d", err, tt.cells[0])
				}
			case tt.rule == "conflict":
				if !errors.As(err, &ce) || ce.Cell1 != tt.cells[0] || ce.Cell2 != tt.cells[1] {
					t.Fatalf("Validate = %v, want a *ConflictError at %v", err, tt.cells)
				}
			default:
				if !errors.As(err, &re) {
					t.Fatalf("Validate = %v, want a *RuleError", err)
				}
				if re.Rule != tt.rule || re.Index != tt.index {
					t.Errorf("Validate = %v: rule %q %d, want %q %d", err, re.Rule, re.Index, tt.rule, tt.index)
				}
				if diff := cmp.Diff(tt.cells, re.Cells); diff != "" {
					t.Errorf("Validate = %v: cells (-want +got):\n%s", err, diff)
				}
				check := tt.rs.Check() != nil
				if check != errors.Is(err, ErrRules) || check == errors.Is(err, ErrBroken) {
					t.Errorf("Validate = %v: wraps the wrong sentinel", err)
				}
			}
		})
	}
}

// TestRulesValidateClassic checks that classic rule sets give exactly the
// errors of Grid.Validate.
func TestRulesValidateClassic(t *testing.T) {
	grids := []Grid{{}, gridOf(0, 1, 1, 1), gridOf(0, 12), gridOf(0, 1, 10, 1), gridOf(5, 3, 77, 3)}
	for _, rs := range []*Rules{nil, {}} {
		for _, g := range grids {
			want, got := g.Validate(), rs.Validate(g)
			if !cmp.Equal(want, got, cmp.Comparer(func(a, b error) bool {
				return a == nil && b == nil || a != nil && b != nil && a.Error() == b.Error()
			})) {
				t.Errorf("%v.Validate(%v) = %v, want %v", rs, g, got, want)
			}
		}
	}
}

// TestRulesValidateRegions checks that a jigsaw reports a repeat in a
// region, and not in a box it no longer has.
func TestRulesValidateRegions(t *testing.T) {
	reg := jigsawRows()
	// Swap r1c9 and r2c1 between regions 0 and 1.
	reg[8], reg[9] = 1, 0
	rs := &Rules{Regions: reg}
	err := rs.Validate(gridOf(9, 4, 0, 4+1, 3, 4))
	var re *RuleError
	if !errors.As(err, &re) || re.Rule != "region" || re.Index != 0 || !errors.Is(err, ErrBroken) {
		t.Fatalf("Validate = %v, want region 0 broken", err)
	}
	if err := rs.Validate(gridOf(0, 4, 10, 4)); err != nil {
		t.Fatalf("Validate = %v, want nil: r1c1 and r2c2 share no region", err)
	}
}

// TestSolverRulesBounds checks that the Solver's bounds and context stop
// searches under rules as they stop classic ones.
func TestSolverRulesBounds(t *testing.T) {
	x := &Rules{MainDiagonal: true, AntiDiagonal: true}
	s := Solver{Rules: x, MaxNodes: 3}
	n, st, err := s.Count(context.Background(), Grid{}, 1000)
	if !errors.Is(err, ErrBudget) || st.Nodes != 3 || n != 0 {
		t.Errorf("Count with MaxNodes 3 = %d, %+v, %v; want 0, 3 nodes, ErrBudget", n, st, err)
	}
	s = Solver{Rules: x, MaxGuesses: 5}
	if _, st, err := s.Solve(context.Background(), Grid{}, 1000); !errors.Is(err, ErrBudget) || st.Guesses != 5 {
		t.Errorf("Solve with MaxGuesses 5 = %+v, %v; want 5 guesses, ErrBudget", st, err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, _, err := (Solver{Rules: x}).Count(ctx, Grid{}, 2); !errors.Is(err, context.Canceled) {
		t.Errorf("Count with a done context = %v, want context.Canceled", err)
	}
	if _, _, err := (Solver{Rules: x, MaxNodes: 10}).TrueCandidates(context.Background(), Grid{}); !errors.Is(err, ErrBudget) {
		t.Errorf("TrueCandidates with MaxNodes 10 = %v, want ErrBudget", err)
	}
	if n, _, err := (Solver{Rules: x}).Count(context.Background(), Grid{}, 3); n != 3 || err != nil {
		t.Errorf("Count of the empty X grid = %d, %v; want 3, nil", n, err)
	}
}
