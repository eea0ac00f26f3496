package sudoku

import (
	"bufio"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/sudokugo/sudoku/internal/allsamples"
)

// The comparison with Sudoku Explainer (SE) 1.2.1.3. testdata/se holds
// SE's ratings (ER/EP/ED) of committed samples, made with its own rater
// (see testdata/se/README.md). TestSEFiles rates the puzzles of every
// file there (a sample of the slowest file, every puzzle with
// -allsamples: see seSample) and compares the three figures. The puzzles that still
// disagree are pinned in seKnown (se_known_test.go) with both answers:
// the test fails on any other disagreement, and on a pinned puzzle that
// now answers otherwise, so that the list only shrinks.
//
// The same comparison runs on whole files with
//
//	go test -run TestSEFiles -sefile FILE [-sefile FILE...] -v
//
// where each FILE is in the form of testdata/se (or the output of the
// rate script of SE's rater: index, puzzle, ER, EP, ED, rule, ...); it
// then prints the agreement table and the disagreements by SE's rule and
// ours (with -selist, each puzzle that disagrees), and fails on nothing. -seupdate rewrites se_known_test.go from
// the disagreements of testdata/se.

var (
	seFiles  seFileFlag
	seUpdate = flag.Bool("seupdate", false, "rewrite se_known_test.go from testdata/se")
	seList   = flag.Bool("selist", false, "with -sefile, also list each puzzle that disagrees")
)

func init() {
	flag.Var(&seFiles, "sefile", "compare Rate with Sudoku Explainer's ratings in `FILE` (repeatable)")
}

// seFileFlag is a list of file names given with -sefile.
type seFileFlag []string

func (f *seFileFlag) String() string     { return strings.Join(*f, ",") }
func (f *seFileFlag) Set(s string) error { *f = append(*f, s); return nil }

// An seRating is SE's answer for one puzzle.
type seRating struct {
	puzzle     string
	er, ep, ed string // one decimal each, as SE prints them
	rule       string // SE's name of the step that set ER
}

// readSE reads a file of SE ratings in the form of testdata/se, or in the
// form of the rate script's output.
func readSE(t *testing.T, name string) []seRating {
	t.Helper()
	f, err := os.Open(name)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var rs []seRating
	sc := bufio.NewScanner(f)
	for line := 1; sc.Scan(); line++ {
		fs := strings.Split(sc.Text(), "\t")
		if len(fs) > 1 && len(fs[0]) != 81 {
			fs = fs[1:] // the rate script's index
		}
		if len(fs) < 5 || len(fs[0]) != 81 {
			continue // the header, or a blank line
		}
		if _, err := strconv.ParseFloat(fs[1], 64); err != nil {
			continue // TIMEOUT
		}
		rs = append(rs, seRating{fs[0], fs[1], fs[2], fs[3], fs[4]})
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return rs
}

// seCompared is one puzzle's comparison.
type seCompared struct {
	se        seRating
	got       string // our ER/EP/ED
	er        float64
	sr        float64 // SE's ER
	technique Technique
}

// rateSE rates each puzzle and returns the comparisons.
func rateSE(t *testing.T, rs []seRating) []seCompared {
	t.Helper()
	ps := make([]Grid, len(rs))
	for i, r := range rs {
		ps[i] = mustParse(t, r.puzzle)
	}
	// Rate is safe for concurrent use: the hard sets take a minute on one
	// core, so the puzzles are shared among the cores.
	gs := make([]Grade, len(rs))
	errs := make([]error, len(rs))
	var next atomic.Int64
	var wg sync.WaitGroup
	for range runtime.GOMAXPROCS(0) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := int(next.Add(1) - 1); i < len(ps); i = int(next.Add(1) - 1) {
				gs[i], errs[i] = Rate(ps[i])
			}
		}()
	}
	wg.Wait()
	cs := make([]seCompared, len(rs))
	for i, r := range rs {
		if errs[i] != nil {
			t.Fatalf("%s: %v", r.puzzle, errs[i])
		}
		g := gs[i]
		sr, _ := strconv.ParseFloat(r.er, 64)
		cs[i] = seCompared{r, seTriple(g), g.Rating, sr, g.Hardest}
	}
	return cs
}

// seTriple formats a grade as SE's ER/EP/ED.
func seTriple(g Grade) string {
	return fmt.Sprintf("%.1f/%.1f/%.1f", g.Rating, g.Pearl, g.Diamond)
}

// want returns SE's ER/EP/ED.
func (r seRating) want() string { return r.er + "/" + r.ep + "/" + r.ed }

// seTable returns the agreement of the comparisons as a table row: the
// number of puzzles, the share with the same ER, ER within 0.5, ER lower
// than SE's, ER higher, the same level, the same EP, the same ED, and all
// three the same.
func seTable(name string, cs []seCompared) string {
	var same, near, lower, higher, level, ep, ed, all int
	for _, c := range cs {
		if levelOf(int(c.er*10+0.5)) == levelOf(int(c.sr*10+0.5)) {
			level++
		}
		f := strings.Split(c.got, "/")
		switch {
		case f[0] == c.se.er:
			same++
		case c.er < c.sr:
			lower++
		default:
			higher++
		}
		if c.er-c.sr <= 0.5+1e-9 && c.sr-c.er <= 0.5+1e-9 {
			near++
		}
		if f[1] == c.se.ep {
			ep++
		}
		if f[2] == c.se.ed {
			ed++
		}
		if c.got == c.se.want() {
			all++
		}
	}
	pc := func(k int) string { return fmt.Sprintf("%.1f%%", 100*float64(k)/float64(len(cs))) }
	return fmt.Sprintf("| %s | %d | %s | %s | %s | %s | %s | %s | %s | %s |", name, len(cs),
		pc(same), pc(near), pc(lower), pc(higher), pc(level), pc(ep), pc(ed), pc(all))
}

// seTableHeader is the header of seTable's rows.
const seTableHeader = "| sample | n | same ER | ER within 0.5 | ER lower | ER higher | same level | same EP | same ED | same ER/EP/ED |\n" +
	"|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|"

// seConfusion returns the disagreeing puzzles counted by SE's ER and
// rule against ours, most frequent first.
func seConfusion(cs []seCompared) []string {
	n := make(map[string]int)
	for _, c := range cs {
		if c.got != c.se.want() {
			k := fmt.Sprintf("SE %s %-28s here %.1f %v", c.se.er, c.se.rule, c.er, c.technique)
			if c.se.er == strings.Split(c.got, "/")[0] {
				k = fmt.Sprintf("SE %s (EP/ED) here %s", c.se.want(), c.got)
			}
			n[k]++
		}
	}
	keys := make([]string, 0, len(n))
	for k := range n {
		keys = append(keys, k)
	}
	slices.SortFunc(keys, func(a, b string) int {
		if n[a] != n[b] {
			return n[b] - n[a]
		}
		return strings.Compare(a, b)
	})
	for i, k := range keys {
		keys[i] = fmt.Sprintf("%4d  %s", n[k], k)
	}
	return keys
}

// TestSEFiles compares Rate with Sudoku Explainer's ratings; see the top
// of this file.
func TestSEFiles(t *testing.T) {
	if len(seFiles) > 0 {
		t.Log("\n" + seTableHeader)
		for _, name := range seFiles {
			cs := rateSE(t, readSE(t, name))
			t.Log(seTable(filepath.Base(name), cs))
			t.Log(seFamilyCheck(t, filepath.Base(name), cs, true))
			for _, k := range seConfusion(cs) {
				t.Log(k)
			}
			for _, c := range cs {
				if *seList && c.got != c.se.want() {
					t.Logf("%s SE %s %s, here %s %v", c.se.puzzle, c.se.want(),
						c.se.rule, c.got, c.technique)
				}
			}
		}
		return
	}
	names, err := filepath.Glob(filepath.Join("testdata", "se", "*.tsv"))
	if err != nil || len(names) == 0 {
		t.Fatal("no testdata/se/*.tsv", err)
	}
	known := make(map[string]seKnownPuzzle)
	for _, k := range seKnown {
		known[k.puzzle] = k
	}
	var rows []string
	var update []seKnownPuzzle
	for _, name := range names {
		set := strings.TrimSuffix(filepath.Base(name), ".tsv")
		rs := seSample(set, readSE(t, name), known)
		if len(rs) == 0 {
			continue
		}
		cs := rateSE(t, rs)
		rows = append(rows, seTable(set, cs))
		t.Log(seFamilyCheck(t, set, cs, false))
		for _, c := range cs {
			want := c.se.want()
			k, pinned := known[c.se.puzzle]
			if c.got != want {
				update = append(update, seKnownPuzzle{set, c.se.puzzle, want, c.got})
			}
			switch {
			case *seUpdate:
			case c.got == want && pinned:
				t.Errorf("%s %s: now agrees with SE (%s): unpin it", set, c.se.puzzle, want)
			case c.got != want && !pinned:
				t.Errorf("%s %s: %s, SE %s (%s)", set, c.se.puzzle, c.got, want, c.se.rule)
			case c.got != want && (k.got != c.got || k.se != want):
				t.Errorf("%s %s: %s, SE %s, pinned as %s against %s",
					set, c.se.puzzle, c.got, want, k.got, k.se)
			}
		}
	}
	t.Log("agreement with Sudoku Explainer 1.2.1.3:\n" + seTableHeader + "\n" +
		strings.Join(rows, "\n"))
	if *seUpdate {
		writeSEKnown(t, update)
	}
}

// seSample returns the ratings of set that TestSEFiles compares: every
// one with -allsamples or -seupdate (which rewrites the pins from what it
// compares). Otherwise, of forum_hardest, whose puzzles take Rate's
// nested forcing chains, a second or more each, every 50th from the
// first (4 of 175) and the puzzles pinned in seKnown; of the other sets,
// which rate in milliseconds a puzzle (forum_more's two in about a
// second), every one. With -short, only easy_100k and 17clue.
func seSample(set string, rs []seRating, known map[string]seKnownPuzzle) []seRating {
	switch {
	case allsamples.On() || *seUpdate:
		return rs
	case testing.Short():
		if set != "easy_100k" && set != "17clue" {
			return nil // the hard sets take seconds
		}
		return rs
	case set != "forum_hardest":
		return rs
	}
	var out []seRating
	for i, r := range rs {
		if _, pinned := known[r.puzzle]; i%50 == 0 || pinned {
			out = append(out, r)
		}
	}
	return out
}

// An seKnownPuzzle is a puzzle on which Rate and SE still disagree.
type seKnownPuzzle struct {
	set, puzzle string
	se, got     string // ER/EP/ED
}

// writeSEKnown rewrites se_known_test.go with the list ks.
func writeSEKnown(t *testing.T, ks []seKnownPuzzle) {
	var b strings.Builder
	b.WriteString(`package sudoku

// seKnown lists the puzzles of testdata/se on which Rate and Sudoku
// Explainer still disagree, with SE's ER/EP/ED and Rate's; see
// TestSEFiles. Rewritten by go test -run TestSEFiles -seupdate, which
// should only ever remove lines: a line added, or one whose figures
// change, is a new disagreement, to be weighed and said in the commit.
var seKnown = []seKnownPuzzle{
`)
	for _, k := range ks {
		fmt.Fprintf(&b, "\t{%q, %q, %q, %q},\n", k.set, k.puzzle, k.se, k.got)
	}
	b.WriteString("}\n")
	if err := os.WriteFile("se_known_test.go", []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

// TestHintSimplest checks the rule Sudoku Explainer rates by: at every
// position of the paths of the magictour sample, the step Hint gives
// rates no higher than the step of any technique tried alone, and no
// technique tried before it in order finds a step of the same rating.
//
// What it samples: every fifth puzzle of the 293 (59, lines 1, 6, ...,
// 291); with -allsamples every one; with -short every 15th (20).
func TestHintSimplest(t *testing.T) {
	k := allsamples.Size(1, 5, 15)
	for _, p := range everyKth(t, filepath.Join("testdata", "puzzles", "magictour_top1465.txt"), k) {
		c, err := NewCandidates(p)
		if err != nil {
			continue
		}
		for {
			st, err := Hint(c)
			if err != nil {
				break
			}
			checkSimplest(t, c, st)
			c.Apply(st)
		}
	}
}

// checkSimplest checks st, Hint's step from c, against each technique
// of order tried alone.
func checkSimplest(t *testing.T, c Candidates, st Step) {
	t.Helper()
	for _, tt := range order {
		if float64(techniqueInfo[tt].tenths)/10 > st.Rating {
			// A step rates at least its technique's base: this one
			// cannot rate lower, and the nested chains, unbounded
			// when tried alone, would take seconds.
			continue
		}
		s := solver{c: c}
		if s.refresh() != nil {
			t.Fatal("refresh failed where Hint did not")
		}
		s.reset(tt)
		if !s.find(tt) {
			continue
		}
		r := float64(s.tenths) / 10
		if r < st.Rating {
			t.Fatalf("Hint gave %v at %.1f, but %v finds a step at %.1f",
				st.Technique, st.Rating, s.step.Technique, r)
		}
		if r == st.Rating && s.step.Technique != st.Technique {
			t.Fatalf("Hint gave %v at %.1f, but %v, tried first, finds one at %.1f",
				st.Technique, st.Rating, s.step.Technique, r)
		}
		if r == st.Rating {
			return
		}
	}
}

// seNestedOffCases are first steps of testdata/se/forum_hardest.tsv whose
// rating (their ED, 10.6 in Sudoku Explainer 1.2.1.3) turns on which
// nested chain an off of an outer branch rests on, when a nested chain
// of the same round also concludes an on that implies the off. SE's
// trace of each step names its nested chains: in the first, only offs
// whose own chain is one potential longer than the on's and the link
// through a house; in the second, the ons for the other digits of their
// cells where they are shorter, and own chains for the rest.
var seNestedOffCases = []string{
	"...4...8..5...9...6...2...12.48.5...3...6...2.9........3......77.....12...1.7..6.",
	"98.7..6..75.4...8...3.8...75...9...3.3...2.6........1.3.....1...9..5...8.....42..",
}

// TestNestedOffChains checks the first step of each of seNestedOffCases
// against SE's rating and the solution.
func TestNestedOffChains(t *testing.T) {
	for _, puzzle := range seNestedOffCases {
		checkNestedStep(t, puzzle, 0, 10.6)
	}
}

// TestNestedBothWays checks a step whose nested chains, in one round of
// the branch that makes it, conclude a candidate both on and off: Sudoku
// Explainer 1.2.1.3 rates the fourth step of this forum puzzle (F9.4
// off, after three steps that agree with its trace) 10.8, by a
// contradiction that the branch meets later.
func TestNestedBothWays(t *testing.T) {
	checkNestedStep(t, "98.7..6..75..6..9...6......4....3.....56...8.....2...4.1...72....79...5.....1...3", 3, 10.8)
}

// checkNestedStep checks that Hint, after k steps of its own from
// puzzle, gives a nested forcing chain rated se, and that every step
// holds in the solution.
func checkNestedStep(t *testing.T, puzzle string, k int, se float64) {
	t.Helper()
	p := mustParse(t, puzzle)
	sol := Solve(p, 1)[0]
	c := fromGrid(p)
	c.unique = true
	for i := 0; ; i++ {
		st, err := Hint(c)
		if err != nil {
			t.Fatal(err)
		}
		checkStep(t, st, sol)
		if i < k {
			c.Apply(st)
			continue
		}
		if st.Rating != se || st.Technique != NestedForcingChain {
			t.Errorf("%s: step %d %.1f %v, SE %.1f %v", puzzle, k, st.Rating, st.Technique, se, NestedForcingChain)
		}
		return
	}
}
