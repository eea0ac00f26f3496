package sudoku

import (
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/sudokugo/sudoku/internal/allsamples"
)

// seRatings are puzzles with their published Sudoku Explainer ratings:
// New York Times puzzles of 2022 rated by u/okapiposter in the r/sudoku
// thread "What are the SE ratings of NYT Medium/Hard puzzles?"
// (reddit.com/r/sudoku/comments/ub728w, April 2022); these are the first
// eleven "medium" ones of the list posted there. TestSEFiles compares many
// more, rated with Sudoku Explainer's own rater.
var seRatings = []struct {
	puzzle string
	se     float64
}{
	{"900104500007080060800903001003000600010400000708000200040307000000001400070000090", 1.7},
	{"000004002060350100300100006000005000500007800002040000800006910107400000053000000", 1.7},
	{"000006090065300002003070000000967028000082000000001000030000010092000083806200009", 2.0},
	{"000000001060000407001069005070200000500090100400000850900680000040020306007000000", 2.0},
	{"000009000301500090409000005063000000000008720000210600004900200000753004500000070", 2.0},
	{"500000300009000027400105009200000070000006000006049000300027900080600000000034012", 2.0},
	{"000007008100205000800030059060000007050090086000608543502000000400000000000024300", 2.0},
	{"002059000090280070107000000006900013580100400000000006000000000030000104201000900", 2.0},
	{"000047010020500006000900005003000060004800000006000492040030000800006070500401000", 2.0},
	{"000000014863000700000000300208009053500060000040080020050040061010005000000000030", 2.0},
	{"030070000904100000000003407420000703005000080000800000006000010000080002100490030", 2.6},
}

// TestSERatings compares Rate with published Sudoku Explainer ratings.
// All eleven agree since the direct techniques follow Sudoku Explainer's
// rule (where they look for the single, and that they place it and
// eliminate nothing); before, two came out a step lower.
func TestSERatings(t *testing.T) {
	for _, tc := range seRatings {
		g, err := Rate(mustParse(t, tc.puzzle))
		if err != nil {
			t.Fatal(err)
		}
		if g.Rating != tc.se {
			t.Errorf("%s: rating %.1f, want Sudoku Explainer's %.1f",
				tc.puzzle, g.Rating, tc.se)
		}
	}
}

// TestHardestRating checks that puzzles Sudoku Explainer rates 11 and up
// (the first lines of forum_hardest_1905_11plus.txt, the players' forum
// list of hardest puzzles) are extreme here: rated by the nested forcing
// chains, by a trial at 10.0 where those do not reach, or by forcing
// chains from 7.6 where those suffice. Each takes seconds: it rates the
// first, and all three with -allsamples.
func TestHardestRating(t *testing.T) {
	puzzles := []string{
		"98.7..6..75..4......3..8.7.5....7.3...94.........2.1..3.......1.9...5.8...52....6",
		"98.7..6..75..4......3..8.7.8....9.5..3.2..1.....4....6.7...4.3....8..4......1...2",
		"98.7..6..7.5....9..43.....78..2....6..7.1..2......48..3..9...6.....5.3.......1..9",
	}
	for _, s := range puzzles[:allsamples.Size(3, 1, 1)] {
		g, err := Rate(mustParse(t, s))
		if err != nil {
			t.Fatal(err)
		}
		if g.Level != Extreme || g.Rating < 7.6 {
			t.Errorf("%s: %.1f %v, want extreme, 7.6 or more", s, g.Rating, g.Level)
		}
	}
}

// TestBaseRatings checks the base ratings against Sudoku Explainer's scale
// (the SukakuExplainer wiki page "Difficulty ratings in Sudoku Explainer
// v1.2.1"), and where that gives a range, against the ratings SE 1.2.1.3's
// rater gives (testdata/se): every unique rectangle type 4.5, a unique
// loop of six cells 4.6, BUG types 2 and 4 5.7, type 3 5.8 with a naked
// pair, an XY-chain 6.5 as the loop of cells SE calls a Y-cycle (a chain
// of cells rates 7.0 as SE's forcing chain), a Nishio forcing chain 7.5.
func TestBaseRatings(t *testing.T) {
	want := map[Technique]float64{
		FullHouse: 1.0, HiddenSingleBox: 1.2, HiddenSingleLine: 1.5,
		DirectPointing: 1.7, DirectClaiming: 1.9, DirectHiddenPair: 2.0,
		NakedSingle: 2.3, DirectHiddenTriple: 2.5, Pointing: 2.6, Claiming: 2.8,
		NakedPair: 3.0, XWing: 3.2, HiddenPair: 3.4, NakedTriple: 3.6,
		Swordfish: 3.8, HiddenTriple: 4.0, XYWing: 4.2, XYZWing: 4.4,
		UniqueRectangle1: 4.5, NakedQuad: 5.0, Jellyfish: 5.2, HiddenQuad: 5.4,
		UniqueRectangle2: 4.5, UniqueRectangle3: 4.5, UniqueRectangle4: 4.5,
		BUGPlusOne: 5.6, BUGType2: 5.7, BUGType3: 5.8, BUGType4: 5.7,
		AlignedPairExclusion: 6.2, UniqueLoop1: 4.6, UniqueLoop2: 4.6,
		UniqueLoop3: 4.6, UniqueLoop4: 4.6,
		XChain: 6.5, XYChain: 6.5, AIC: 7.0, ForcingChain: 7.5,
	}
	for tt, r := range want {
		if tt.Rating() != r {
			t.Errorf("%v.Rating() = %.1f, want %.1f", tt, tt.Rating(), r)
		}
	}
	// The order Hint tries them in never goes down by more than the
	// spread of one family (unique rectangles, finned fish, chains).
	for i := 1; i < len(order); i++ {
		if order[i].Rating() < order[i-1].Rating()-0.2 {
			t.Errorf("%v (%.1f) tried after %v (%.1f)", order[i], order[i].Rating(),
				order[i-1], order[i-1].Rating())
		}
	}
	if Technique(0).String() != "technique(0)" || Technique(200).Rating() != 0 {
		t.Errorf("unknown technique: %q %.1f", Technique(0), Technique(200).Rating())
	}
	if RoleStrong.String() != "strong link" || Role(0).String() != "role(0)" {
		t.Errorf("roles: %q %q", RoleStrong, Role(0))
	}
}

// TestTablesUpdate checks the walker's shortcut: after each step of the
// paths of the sample sets (and of a few positions with a dead end), the
// house tables that update keeps are the tables refresh builds from
// scratch, and a dead end is always left to refresh.
//
// What it samples: the first 20 puzzles of each set and the first of the
// forum's hardest, whose nested chains take seconds a path; with
// -allsamples, the first 60 and two of the hardest; with -short, the
// first 10 of each set and none of the hardest.
func TestTablesUpdate(t *testing.T) {
	n := allsamples.Size(60, 20, 10)
	files, _ := filepath.Glob(filepath.Join("testdata", "puzzles", "*.txt"))
	var ps []Grid
	for _, f := range files {
		k := n
		if strings.Contains(f, "forum") {
			// Their nested chains take seconds a puzzle.
			if k = allsamples.Size(2, 1, 0); k == 0 {
				continue
			}
		}
		ps = append(ps, readSample(t, f, k)...)
	}
	steps := 0
	for _, p := range ps {
		var s solver
		s.start(p)
		if s.c != fromGrid(p) || !s.fresh {
			t.Fatalf("%v: start differs from fromGrid, or kept no tables", p)
		}
		s.c.unique = true
		checkTables(t, s)
		for range 500 {
			if s.advance() != nil {
				break
			}
			if !s.fresh {
				continue
			}
			steps++
			checkTables(t, s)
		}
	}
	if steps == 0 {
		t.Fatal("no step kept its tables")
	}
	// A placement that empties a peer, and one that takes a digit's
	// last place in a house, leave the tables to refresh.
	var c Candidates
	for i := range c.marks {
		c.marks[i] = allDigits
	}
	c.marks[1] = digitMask(5)
	s := solver{c: c}
	if err := s.refresh(); err != nil {
		t.Fatal(err)
	}
	s.step = Step{Placements: []Candidate{{0, 5}}}
	before := s.c
	s.c.Apply(s.step)
	if s.update(&before) {
		t.Error("update kept the tables of a cell without candidates")
	}
	s = solver{c: c}
	s.refresh()
	if !s.placeOne(Candidate{0, 5}) || s.fresh {
		t.Error("placeOne kept the tables of a cell without candidates")
	}
	c.marks[1] = allDigits
	for i := 1; i < 9; i++ {
		c.marks[i] &^= digitMask(7) // 7 has one place in row 1: r1c1
	}
	s = solver{c: c}
	s.refresh()
	if !s.placeOne(Candidate{0, 5}) || s.fresh {
		t.Error("placeOne kept the tables of a row where 7 has no place")
	}
	// r1c1 has no candidate: row 1 holds 1-8 and column 1 holds 9.
	g, err := Parse(".12345678" + "9" + strings.Repeat(".", 71))
	if err != nil {
		t.Fatal(err)
	}
	s.start(g)
	if s.fresh {
		t.Error("start kept the tables of a cell without candidates")
	}
	if _, err := Rate(g); err != ErrNoSolution {
		t.Errorf("Rate of a dead end: %v, want %v", err, ErrNoSolution)
	}
}

// checkTables checks that the house tables of s are those refresh builds
// from s.c, and that s.c is no dead end.
func checkTables(t *testing.T, s solver) {
	t.Helper()
	want := solver{c: s.c}
	if err := want.refresh(); err != nil && err != ErrSolved {
		t.Fatalf("tables kept for a dead end (%v) after %v", err, s.step.Technique)
	}
	if s.where != want.where || s.placed != want.placed || s.empty != want.empty {
		t.Fatalf("after %v the updated tables differ from refresh's", s.step.Technique)
	}
}

// TestAlignedTripletSE checks aligned triplet exclusion against Sudoku
// Explainer 1.2.1.3: on the puzzle of line 21 of magictour_top1465.txt,
// SE's path (its rater's loop, printing each step) takes its first
// aligned triplet exclusion at step 43, on r9c1, r9c2 and r9c3, rated
// 7.5, and removes 9 from r9c2; the three cells need not share a house.
func TestAlignedTripletSE(t *testing.T) {
	p := mustParse(t, "....2..4..7...6....1.5.....2......8....3..7..4.9.........6..1.38...9..........5..")
	steps, err := Path(p)
	if err != nil {
		t.Fatal(err)
	}
	for i, st := range steps {
		if st.Technique != AlignedTripletExclusion {
			continue
		}
		want := []Candidate{{73, 9}}
		if i != 42 || st.Rating != 7.5 || !slices.Equal(st.Eliminations, want) {
			t.Errorf("first aligned triplet exclusion at step %d, %.1f, %v; "+
				"SE: step 43, 7.5, %v", i+1, st.Rating, st.Eliminations, want)
		}
		return
	}
	t.Error("no aligned triplet exclusion on the path")
}
