package sudoku

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/sudokugo/sudoku/internal/allsamples"
)

// cellOrRegion is SE's family of cell and region forcing chains: on a
// tie of rating the two may take different steps first.
var cellOrRegion = []Technique{CellForcingChain, RegionForcingChain}

// seChainCases are puzzles of the samples under testdata/puzzles whose
// rating Sudoku Explainer 1.2.1.3 sets with one of its chaining
// techniques, with that rating and the rule's name, as serate gives them
// (testdata/se/<sample>.tsv; line is the puzzle's line in
// testdata/puzzles/<sample>.txt). Each technique here is the one that
// stands for SE's rule: a Turbot Fish or Forcing X-Chain is an X-chain,
// a Bidirectional Y-Cycle a loop of cells with two digits (an XY-chain)
// and a Bidirectional Cycle one that mixes links (an AIC).
var seChainCases = []struct {
	sample string
	line   int
	puzzle string
	er     float64
	rule   string
	t      []Technique
}{
	{"magictour_top1465", 17, "2...6...8.743.........2....62......1...4..5..8...........5..34......1..........7.", 6.6, "Turbot Fish", []Technique{XChain}},
	{"magictour_top1465", 252, ".89.2.......5..4...........16...7......4...89.......2.7.....3..3..6.........9....", 6.7, "Forcing X-Chain", []Technique{XChain}},
	{"magictour_top1465", 46, "..14.7...5.....6.....8.....4.86...7.....2.3...........63..5...........41.2.......", 6.8, "Bidirectional Y-Cycle", []Technique{XYChain}},
	{"17clue", 171, "..............1..2.34....5......2..6....3......7....81...78.....6.......12.....9.", 7.2, "Bidirectional Cycle", []Technique{AIC}},
	{"magictour_top1465", 122, "..4..23..85..6.4..........1.8.7...6......5.8...3.4.......5...7...1..62...9..2....", 7.1, "Forcing Chain", []Technique{XYChain, AIC}},
	{"magictour_top1465", 130, "..34........7...3.7....15.62....8..7...94..........9..6.....25.8.5..2..1...6....8", 7.2, "Forcing Chain", []Technique{XYChain, AIC}},
	{"magictour_top1465", 186, ".29..........4....7..1593.......573..........17..835.92.4..6..1...5..8..9........", 7.3, "Forcing Chain", []Technique{XYChain, AIC}},
	{"magictour_top1465", 217, "..7...6..8......53.6.4...9775....1....1.3.....9......6...7.2..8.256..........4...", 7.4, "Forcing Chain", []Technique{XYChain, AIC}},
	{"magictour_top1465", 156, "1...8...3.534...2.9..........72..16.5......9...1.....7...64........1.2....5.72..8", 7.7, "Nishio Forcing Chains", []Technique{ForcingChain}},
	{"magictour_top1465", 227, "38....1...6..9......2....9.41....9....8.....29.......8.....3.57....86......1.4.2.", 7.8, "Nishio Forcing Chains", []Technique{ForcingChain}},
	{"magictour_top1465", 205, "39....1.............648....5.8.....1.7..2..562..7....3...9.3.6.......2......57..8", 7.9, "Nishio Forcing Chains", []Technique{ForcingChain}},
	{"magictour_top1465", 136, ".2...6.....758......5....34..8.....3..1735.8....9........8..........175.2....3.1.", 8.2, "Region Forcing Chains", cellOrRegion},
	{"magictour_top1465", 212, ".456...9..........9.3...2.5...29..........7...3.8.4..2.5.38........1.8.6..6.7..1.", 8.3, "Region Forcing Chains", cellOrRegion},
	{"magictour_top1465", 120, "..5........3.8...4...1..7.56.1......8..4.3..2....1..4.5.8....9..1.7..6......29...", 8.4, "Region Forcing Chains", cellOrRegion},
	{"magictour_top1465", 108, "6..3.2....5.....1..........7.26............543.........8.15........4.2........7..", 8.5, "Region Forcing Chains", cellOrRegion},
	{"magictour_top1465", 249, "35.6.......2.......9..5.48......5....6..1..9....4......18.6..5.......7.......7.32", 8.6, "Region Forcing Chains", cellOrRegion},
	{"magictour_top1465", 165, "..5...4.23..............1.6....73....1...95...4...137..6.9.....8...3.7.....24....", 8.3, "Cell Forcing Chains", cellOrRegion},
	{"magictour_top1465", 142, "...5...6...7..14..2...3...............1.29.7.52.....18..48.73..98..4.............", 8.4, "Cell Forcing Chains", cellOrRegion},
	{"magictour_top1465", 44, "1..........6.....3.8....4.1...6785.4...9........5..76...2......59.814......3..9..", 8.5, "Cell Forcing Chains", cellOrRegion},
	{"magictour_top1465", 243, ".8.6....9..4....23......4..3.9.5......2.7.53..4...1....9..........12...4..5.97..1", 8.8, "Dynamic Cell Forcing Chains", []Technique{DynamicChain}},
	{"magictour_top1465", 117, "1.....9....27........34.62..1..5.7....7.....359..7...8..1....6..4.......7..6.93..", 8.9, "Dynamic Cell Forcing Chains", []Technique{DynamicChain}},
	{"magictour_top1465", 103, "...487....5.9.......7...2..2.1..4.9...4...6.3.9...5...3......2...87...3..6..1.8..", 9.0, "Dynamic Cell Forcing Chains", []Technique{DynamicChain}},
	{"magictour_top1465", 148, "....8.3.425.1...9......3....4..2..3...6.9.8..7..31...9.......8.6.2....53..4..29..", 9.1, "Dynamic Cell Forcing Chains", []Technique{DynamicChain}},
	{"magictour_top1465", 99, "..3...6.......1.9..7..5.....18....5..2..7.1..6.9....72...83..1....2.....4...673..", 9.2, "Dynamic Cell Forcing Chains", []Technique{DynamicChain}},
	{"magictour_top1465", 105, "2..3....53...591......7.4..5....8...7.1.4.......2...6.......2.4..5.....889...3...", 8.9, "Dynamic Contradiction Forcing Chains", []Technique{DynamicChain}},
	{"magictour_top1465", 109, "1.25...78.4...........81...........9.8.....136....7...2..6.89.54...2......9.13.2.", 9.0, "Dynamic Contradiction Forcing Chains", []Technique{DynamicChain}},
	{"magictour_top1465", 116, "....2.68.9..3.........6.3...9...6..7.1....8..3.6..8.2......5...4.2.1.9...8.9...7.", 9.1, "Dynamic Contradiction Forcing Chains", []Technique{DynamicChain}},
	{"magictour_top1465", 64, "..79..1....36..7..45........2...3.8....8......4..51.3.....9...25.4....1..8...4..6", 9.2, "Dynamic Contradiction Forcing Chains", []Technique{DynamicChain}},
	{"magictour_top1465", 37, "5..7.........3..7...8..5..36..1..4...8..2..9...9..8..1...4..3...6..9..4...2..6..9", 9.3, "Dynamic Contradiction Forcing Chains", []Technique{DynamicChain}},
	{"magictour_top1465", 88, ".2.....9..65.2..4.9.4.....5..6.5.......17....54.....18.....2....59...8..7...4...3", 8.9, "Dynamic Double Forcing Chains", []Technique{DynamicChain}},
	{"magictour_top1465", 114, ".....69...2....6.....75..24..4.....9..2..3.6.59........8....7...5..1...81...39...", 8.8, "Dynamic Region Forcing Chains", []Technique{DynamicChain}},
	{"magictour_top1465", 138, ".6.....7.87.3..59...54..2....9.564.....9...8.2.78.....7....4..2..8...71.........9", 8.9, "Dynamic Region Forcing Chains", []Technique{DynamicChain}},
	{"magictour_top1465", 107, "..1245.6..2.......9..7.....4.7.6..1....5...........9.3...1.6..2.......74.58......", 9.0, "Dynamic Region Forcing Chains", []Technique{DynamicChain}},
	{"magictour_top1465", 123, ".2...3..48..7..39...7....61..3.7...8..6..213.5.........4.8....6..8.1..2..5...9...", 9.1, "Dynamic Region Forcing Chains", []Technique{DynamicChain}},
	{"magictour_top1465", 41, "3..5..1...7.....8...8..4..66..4..9...3..6..5...7..1..48..1..3......2..6...2..9...", 9.3, "Dynamic Region Forcing Chains", []Technique{DynamicChain}},
}

// TestSEChainRatings checks that Rate gives each case Sudoku Explainer's
// rating, set by the technique that stands for SE's rule.
func TestSEChainRatings(t *testing.T) {
	for _, tc := range seChainCases {
		t.Run(tc.rule, func(t *testing.T) {
			p, err := Parse(tc.puzzle)
			if err != nil {
				t.Fatal(err)
			}
			g, err := Rate(p)
			if err != nil {
				t.Fatal(err)
			}
			ok := false
			for _, want := range tc.t {
				ok = ok || g.Hardest == want
			}
			if g.Rating != tc.er || !ok {
				t.Errorf("%s:%d: Rate = %.1f by %v, SE %.1f by %s (%v)",
					tc.sample, tc.line, g.Rating, g.Hardest, tc.er, tc.rule, tc.t)
			}
		})
	}
}

// TestSEChainCasesFromFiles checks that each case of seChainCases is the
// puzzle of its line of the sample, and that its rating and rule are
// those of the same line of SE's file, and the same for the first step
// of each case of seNestedCases (ED) in SE's file of the forum puzzles;
// so that a pin says where it comes from.
func TestSEChainCasesFromFiles(t *testing.T) {
	for _, tc := range seChainCases {
		ps := readSample(t, filepath.Join("testdata", "puzzles", tc.sample+".txt"), 1<<30)
		rs := readSE(t, filepath.Join("testdata", "se", tc.sample+".tsv"))
		if tc.line < 1 || tc.line > len(ps) || tc.line > len(rs) {
			t.Errorf("%s:%d: no such line", tc.sample, tc.line)
			continue
		}
		r := rs[tc.line-1]
		if ps[tc.line-1].String() != tc.puzzle || r.puzzle != tc.puzzle ||
			r.er != fmt.Sprintf("%.1f", tc.er) || r.rule != tc.rule {
			t.Errorf("%s:%d: case %s %.1f %s, sample %s, SE %s %s %s",
				tc.sample, tc.line, tc.puzzle, tc.er, tc.rule,
				ps[tc.line-1], r.puzzle, r.er, r.rule)
		}
	}
	ed := map[string]string{}
	for _, r := range readSE(t, filepath.Join("testdata", "se", "forum_hardest.tsv")) {
		ed[r.puzzle] = r.ed
	}
	for _, tc := range seNestedCases {
		if got := ed[tc.puzzle]; got != fmt.Sprintf("%.1f", tc.ed) {
			t.Errorf("%s: case ED %.1f, SE's file %q", tc.puzzle, tc.ed, got)
		}
	}
}

// TestForcingChainsSound follows the path of puzzles of the hard samples
// and, at every position, runs each chain technique on its own (not only
// the one the path takes) and checks what it finds against the solution.
// TestPathSound checks the steps the paths take, of a sample of each set.
//
// What it samples: the first 20 of magictour_top1465.txt and the first of
// the forum's hardest; with -allsamples the first 60 and 2; with -short
// the first 8 and none.
func TestForcingChainsSound(t *testing.T) {
	chains := []Technique{XChain, XYChain, ForcingChain, CellForcingChain,
		DynamicChain}
	for _, file := range []string{"magictour_top1465.txt", "forum_hardest_1905_11plus.txt"} {
		found := map[Technique]int{}
		k := allsamples.Size(60, 20, 8)
		if file == "forum_hardest_1905_11plus.txt" {
			// Their paths take the nested forcing chains, seconds a
			// puzzle; TestNestedChainsSound checks those.
			k = allsamples.Size(2, 1, 0)
		}
		for _, p := range readSample(t, filepath.Join("testdata", "puzzles", file), k) {
			sol := Solve(p, 1)[0]
			steps, err := Path(p)
			if err != nil {
				t.Fatal(err)
			}
			c := fromGrid(p)
			c.unique = true
			for _, st := range steps {
				for _, tt := range chains {
					s := solver{c: c}
					if s.refresh() != nil {
						break
					}
					s.reset(tt)
					if s.find(tt) {
						checkStep(t, s.step, sol)
						found[s.step.Technique]++
					}
				}
				c.Apply(st)
			}
		}
		t.Logf("%s: steps checked per technique: %v", file, found)
	}
}

// TestForcingNetsShared rates puzzles of seChainCases from several
// goroutines at once, each from another one, so that the forcing nets
// (which keep branches from one search to the next) pass between puzzles,
// positions and goroutines; each must still get Sudoku Explainer's rating.
func TestForcingNetsShared(t *testing.T) {
	var cases []int
	for i := range seChainCases {
		if i%4 == 0 {
			cases = append(cases, i)
		}
	}
	errs := make(chan error, 4)
	for g := range cap(errs) {
		go func() {
			var err error
			for k := range cases {
				tc := seChainCases[cases[(k+3*g)%len(cases)]]
				p, perr := Parse(tc.puzzle)
				if perr != nil {
					err = perr
					break
				}
				if gr, rerr := Rate(p); rerr != nil || gr.Rating != tc.er {
					err = fmt.Errorf("%s:%d: Rate gives %.1f (%v), SE %.1f", tc.sample, tc.line, gr.Rating, rerr, tc.er)
					break
				}
			}
			errs <- err
		}()
	}
	for range cap(errs) {
		if err := <-errs; err != nil {
			t.Error(err)
		}
	}
}

// seNestedCases are puzzles of testdata/se/forum_hardest.tsv with the
// rating Sudoku Explainer 1.2.1.3 gives their first step (their ED), at
// its nested levels, and the technique that stands for its rule. SE's
// file names the rule of the hardest step only: the technique of the
// first step is the package's, its rating SE's (the first two are the
// sample's lines 20 and 27, whose first step the package finds with a
// dynamic forcing chain (+)).
var seNestedCases = []struct {
	puzzle string
	ed     float64
	t      Technique
}{
	{"98.7.....6...8.7....7..5...4...3..2...95..6.......2..7.1...4..6..68..5.........13", 10.1, DynamicChainPlus},
	{"........1.....234...3.1.25...1..4..2.6.....7.7..8.......5..3..4.8.64.9..9........", 10.0, DynamicChainPlus},
	{"98.7..6..75..4......3..8.7.5....7.3...94.........2.1..3.......1.9...5.8...52....6", 11.1, NestedMultipleChain},
	{"98.76.5..7..9..8...6.....7.4..5..3....2....5......1..73...5...8.4.8...3......94..", 10.6, NestedForcingChain},
}

// TestNestedChainRatings checks that the first step of each case is
// rated as Sudoku Explainer rates it, with the technique of its level,
// and that it holds in the solution.
func TestNestedChainRatings(t *testing.T) {
	for _, tc := range seNestedCases {
		p := mustParse(t, tc.puzzle)
		c := fromGrid(p)
		c.unique = true
		st, err := Hint(c)
		if err != nil {
			t.Fatal(err)
		}
		if st.Rating != tc.ed || st.Technique != tc.t {
			t.Errorf("%s: first step %.1f %v, SE %.1f %v", tc.puzzle, st.Rating, st.Technique, tc.ed, tc.t)
		}
		checkStep(t, st, Solve(p, 1)[0])
		checkHintText(t, st)
		if !strings.Contains(st.Explain(), "(a "+tc.t.String()+")") || len(st.Pattern) == 0 {
			t.Errorf("%s: a step without its text or pattern: %s", tc.puzzle, st.Explain())
		}
	}
}

// TestNestedChainsSound runs the nested levels on their own at the start
// of the first 3 forum puzzles (1 in short mode) and checks what they
// find against the solution; TestPathSound checks the steps of the paths
// of every tenth forum puzzle (the first only in short mode).
func TestNestedChainsSound(t *testing.T) {
	n := 3
	if testing.Short() {
		n = 1
	}
	found, plus := 0, 0
	for _, p := range readSample(t, filepath.Join("testdata", "puzzles", "forum_hardest_1905_11plus.txt"), n) {
		sol := Solve(p, 1)[0]
		c := fromGrid(p)
		c.unique = true
		for _, tt := range []Technique{DynamicChainPlus, NestedForcingChain, NestedMultipleChain} {
			s := solver{c: c}
			if s.refresh() != nil {
				t.Fatal("no position")
			}
			s.reset(tt)
			if s.find(tt) {
				checkStep(t, s.step, sol)
				found++
				if s.step.Technique == DynamicChainPlus {
					plus++
				}
			}
		}
	}
	if found == 0 {
		t.Error("no nested chain found")
	}
	t.Logf("%d nested steps checked, %d of them dynamic forcing chains (+)", found, plus)
}
