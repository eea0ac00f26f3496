package sudoku

import (
	"bufio"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The engine benchmarks run over the named puzzle sets. Each set is read
// from testdata/puzzles/<set>.txt, or, when the environment variable
// SUDOKU_PUZZLES names a directory, from <set>.txt there (the whole files,
// for measurements); a set that is in neither place is skipped.

// engineSets are the puzzle sets of the engine benchmarks.
var engineSets = []string{
	"17clue", "magictour_top1465", "forum_hardest_1905_11plus",
	"serg_benchmark", "easy_100k",
}

// loadSet reads a puzzle set, one puzzle per line, skipping the benchmark
// when it is not found.
func loadSet(b *testing.B, name string) []Grid {
	b.Helper()
	path := filepath.Join("testdata", "puzzles", name+".txt")
	if dir := os.Getenv("SUDOKU_PUZZLES"); dir != "" {
		path = filepath.Join(dir, name+".txt")
	}
	f, err := os.Open(path)
	if err != nil {
		b.Skip(err)
	}
	defer f.Close()
	var gs []Grid
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		g, err := Parse(line)
		if err != nil {
			b.Fatalf("%s: %v", path, err)
		}
		gs = append(gs, g)
	}
	if err := sc.Err(); err != nil {
		b.Fatal(err)
	}
	if len(gs) == 0 {
		b.Skipf("%s: no puzzles", path)
	}
	return gs
}

// BenchmarkEngineCount times Count(g, 1) and Count(g, 2), one puzzle per
// operation, cycling through each set.
func BenchmarkEngineCount(b *testing.B) {
	for _, limit := range []int{1, 2} {
		for _, name := range engineSets {
			b.Run(name+"/limit="+string(rune('0'+limit)), func(b *testing.B) {
				gs := loadSet(b, name)
				var guesses int64
				for _, g := range gs {
					_, st, _ := Solver{}.Count(context.Background(), g, limit)
					guesses += st.Guesses
				}
				b.ReportAllocs()
				i := 0
				for b.Loop() {
					Count(gs[i], limit)
					if i++; i == len(gs) {
						i = 0
					}
				}
				b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "puzzles/s")
				b.ReportMetric(float64(guesses)/float64(len(gs)), "guesses/puzzle")
			})
		}
	}
}

// BenchmarkCarveEngine times Carve on solutions of the 17-clue set.
func BenchmarkCarveEngine(b *testing.B) {
	gs := loadSet(b, "17clue")
	sols := make([]Grid, 0, 100)
	for _, g := range gs[:min(len(gs), 100)] {
		sols = append(sols, Solve(g, 1)[0])
	}
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		Carve(sols[i], NewMulberry32(uint32(i)))
		if i++; i == len(sols) {
			i = 0
		}
	}
}
