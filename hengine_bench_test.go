package sudoku

import (
	"context"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// BenchmarkHouseCount2 counts, up to 2, the solutions of the sample sets
// that the house engine searches (testdata/variants/{x,windoku,jigsaw,
// antiknight}.txt) and of the classic sets matched to the first three by
// clue count (classic-*.txt), as BenchmarkVariantCount2 does. Besides
// puzzles/s it reports cpu-ns/op, the user processor time per count,
// which other processes on a busy machine do not inflate (0 where it is
// not measured), and nodes/puzzle, the mean of Stats.Nodes over the set:
//
//	go test -run '^$' -bench '^BenchmarkHouseCount2$' -count 6 .
func BenchmarkHouseCount2(b *testing.B) {
	for _, name := range []string{"x", "classic-x", "windoku", "classic-windoku",
		"jigsaw", "classic-jigsaw", "antiknight"} {
		ps := readVariants(b, filepath.Join("testdata", "variants", name+".txt"))
		b.Run(name, func(b *testing.B) {
			start := cpuTime()
			benchSamples(b, ps, func(p *ruleSample) { p.rs.Count(p.puzzle, 2) })
			b.ReportMetric(float64(cpuTime()-start)/float64(b.N), "cpu-ns/op")
			b.ReportMetric(meanNodes(b, ps), "nodes/puzzle")
		})
	}
}

// meanNodes returns the mean number of nodes Solver.Count(g, 2) visits
// over the samples.
func meanNodes(b *testing.B, ps []ruleSample) float64 {
	var n int64
	for _, p := range ps {
		_, st, err := Solver{Rules: p.rs}.Count(context.Background(), p.puzzle, 2)
		if err != nil {
			b.Fatal(err)
		}
		n += st.Nodes
	}
	return float64(n) / float64(len(ps))
}

var writeMatched = flag.Bool("matched", false,
	"rewrite testdata/variants/classic-*.txt, the classic sets matched to x, windoku and jigsaw")

// matchedFamilies are the variant sample sets that have a classic set of
// the same clue counts beside them, testdata/variants/classic-<name>.txt.
var matchedFamilies = []string{"x", "windoku", "jigsaw"}

// matchedClassic returns the classic puzzle matched to a variant puzzle
// of k clues on line i of its set: puzzle i of the 17-clue sample (which
// has 300), with k-17 clues of its solution added in cells drawn from
// NewMulberry32(i). A classic puzzle of fewer than 17 clues has several
// solutions, so a variant puzzle of fewer gets 17. Added clues keep a
// unique puzzle unique.
func matchedClassic(t testing.TB, seventeens []Grid, i, k int) Grid {
	t.Helper()
	p := seventeens[i%len(seventeens)]
	sols := Solve(p, 2)
	if len(sols) != 1 {
		t.Fatalf("17-clue puzzle %d has %d solutions", i, len(sols))
	}
	var empty []uint8
	for c, v := range p {
		if v == 0 {
			empty = append(empty, uint8(c))
		}
	}
	shuffle(empty, NewMulberry32(uint32(i)))
	for _, c := range empty[:max(0, k-17)] {
		p[c] = sols[0][c]
	}
	return p
}

// TestClassicMatched checks the classic sets matched to the x, windoku
// and jigsaw sample sets, line by line: the puzzle is unique and has the
// clues of the variant puzzle on the same line (17 when that has fewer),
// and is what matchedClassic makes. With -matched it writes them first:
//
//	go test -run TestClassicMatched -matched
func TestClassicMatched(t *testing.T) {
	seventeens, err := readPuzzles(filepath.Join("testdata", "puzzles", "17clue.txt"))
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range matchedFamilies {
		t.Run(name, func(t *testing.T) {
			variants := readLines(t, filepath.Join("testdata", "variants", name+".txt"))
			path := filepath.Join("testdata", "variants", "classic-"+name+".txt")
			if *writeMatched {
				var out strings.Builder
				for i, p := range variants {
					g := matchedClassic(t, seventeens, i, clueCount(p.Grid))
					b, err := json.Marshal(Puzzle{Grid: g})
					if err != nil {
						t.Fatal(err)
					}
					out.WriteString(string(b) + "\n")
				}
				if err := os.WriteFile(path, []byte(out.String()), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			classic := readLines(t, path)
			if len(classic) != len(variants) {
				t.Fatalf("%s: %d lines, %s has %d", path, len(classic), name, len(variants))
			}
			for i, p := range classic {
				if p.Rules.classic() == false {
					t.Fatalf("%s:%d: rules are not classic", path, i+1)
				}
				want := matchedClassic(t, seventeens, i, clueCount(variants[i].Grid))
				if p.Grid != want {
					t.Fatalf("%s:%d is %v, want %v", path, i+1, p.Grid, want)
				}
				if n := clueCount(p.Grid); n != max(17, clueCount(variants[i].Grid)) {
					t.Fatalf("%s:%d has %d clues", path, i+1, n)
				}
			}
		})
	}
}

// readLines reads a file of puzzles in JSON, one a line.
func readLines(t testing.TB, name string) []Puzzle {
	t.Helper()
	data, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	var ps []Puzzle
	for i, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		var p Puzzle
		if err := json.Unmarshal([]byte(line), &p); err != nil {
			t.Fatalf("%s:%d: %v", name, i+1, err)
		}
		ps = append(ps, p)
	}
	return ps
}

// clueCount returns the number of filled cells of g.
func clueCount(g Grid) int {
	n := 0
	for _, v := range g {
		if v != 0 {
			n++
		}
	}
	return n
}
