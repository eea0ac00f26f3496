package sudoku

import (
	"strings"
	"testing"
)

// The technique benchmarks run over the sets of bench_test.go (the samples
// in testdata/puzzles, or the files SUDOKU_PUZZLES names), less any puzzle
// that is not unique, and over 200 puzzles made by Generate from seed 1.
// One operation is one puzzle.

// gradeSets returns the unique puzzles of each benchmark set, and the
// generated set.
func gradeSets(b *testing.B) []puzzleSet {
	b.Helper()
	r := NewMulberry32(1)
	gen := make([]Grid, 200)
	for i := range gen {
		gen[i], _ = Generate(r)
	}
	sets := []puzzleSet{{"generated", gen}}
	for _, set := range loadSets(b) {
		var ps []Grid
		for _, p := range set.puzzles {
			if IsUnique(p) {
				ps = append(ps, p)
			}
		}
		if len(ps) > 0 {
			sets = append(sets, puzzleSet{set.name, ps})
		}
	}
	return sets
}

// gradeBench runs fn as a sub-benchmark over each set, one puzzle per
// operation, and reports puzzles/s and the processor time per puzzle in
// microseconds (cpu-us/puzzle), which a busy machine inflates less than
// the wall clock. For a set that seCPU knows, it also reports how many
// times less processor time than Sudoku Explainer a puzzle takes
// (x-less-cpu-than-SE).
func gradeBench(b *testing.B, sets []puzzleSet, fn func(b *testing.B, i int, set puzzleSet)) {
	for _, set := range sets {
		b.Run(set.name, func(b *testing.B) {
			b.ReportAllocs()
			i := 0
			start := cpuTime()
			for b.Loop() {
				fn(b, i%len(set.puzzles), set)
				i++
			}
			us := float64(cpuTime()-start) / 1e3 / float64(b.N)
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "puzzles/s")
			b.ReportMetric(us, "cpu-us/puzzle")
			if se, ok := seCPU[set.name]; ok && us > 0 && strings.HasPrefix(b.Name(), "BenchmarkRate/") {
				b.ReportMetric(se/us, "x-less-cpu-than-SE")
			}
		})
	}
}

// seCPU holds the mean processor time, in microseconds, that Sudoku
// Explainer 1.2.1.3's rater (one thread, Java 17, its own clock) takes to
// rate a puzzle of each set: measured with its batch script on the
// samples of testdata/puzzles (easy_100k 1.17 ms, median 1 ms; 17clue
// 7.9 ms, median 1 ms; magictour_top1465 548 ms, median 196 ms), and on
// the first 43 puzzles of forum_hardest_1905_11plus, the first 43 of
// testdata/se/forum_hardest.tsv (138 s: 136 s on the first 12, 139 s
// on the next 31, whose median is 143 s; run them with -benchtime 43x).
// Rate aims at a hundred times less on every set. These were measured
// on a quiet machine; on a busy one the ratio reads low, and the
// README's figures come from running SE and Rate side by side.
var seCPU = map[string]float64{
	"easy_100k":                 1170,
	"17clue":                    7880,
	"magictour_top1465":         548000,
	"forum_hardest_1905_11plus": 138200000,
}

func BenchmarkRate(b *testing.B) {
	gradeBench(b, gradeSets(b), func(b *testing.B, i int, set puzzleSet) {
		if _, err := Rate(set.puzzles[i]); err != nil {
			b.Fatal(err)
		}
	})
}

func BenchmarkPath(b *testing.B) {
	gradeBench(b, gradeSets(b), func(b *testing.B, i int, set puzzleSet) {
		if _, err := Path(set.puzzles[i]); err != nil {
			b.Fatal(err)
		}
	})
}

// BenchmarkHint times the first hint of each puzzle, from its start.
func BenchmarkHint(b *testing.B) {
	sets := gradeSets(b)
	starts := make(map[string][]Candidates)
	for _, set := range sets {
		for _, p := range set.puzzles {
			c := fromGrid(p)
			c.unique = true
			starts[set.name] = append(starts[set.name], c)
		}
	}
	gradeBench(b, sets, func(b *testing.B, i int, set puzzleSet) {
		if _, err := Hint(starts[set.name][i]); err != nil {
			b.Fatal(err)
		}
	})
}
