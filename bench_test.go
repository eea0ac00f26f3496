package sudoku

import (
	"bufio"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The benchmarks run over named puzzle sets: by default the samples in
// testdata/puzzles, and the files that SUDOKU_PUZZLES names when it is set:
// a directory (every *.txt file in it is a set, named by its base name) or
// a single file. For example, to run them on the whole standard sets:
//
//	SUDOKU_PUZZLES=path/to/puzzles go test -run '^$' -bench . -benchmem
//
// One benchmark operation is one puzzle; the sets are walked in a cycle.

// A puzzleSet is a named list of puzzles.
type puzzleSet struct {
	name    string
	puzzles []Grid
}

// loadSets reads the benchmark sets, failing the benchmark on any error.
func loadSets(b *testing.B) []puzzleSet {
	b.Helper()
	files, err := setFiles(os.Getenv("SUDOKU_PUZZLES"))
	if err != nil {
		b.Fatal(err)
	}
	var sets []puzzleSet
	for _, f := range files {
		ps, err := readPuzzles(f)
		if err != nil {
			b.Fatal(err)
		}
		name := strings.TrimSuffix(filepath.Base(f), filepath.Ext(f))
		sets = append(sets, puzzleSet{name, ps})
	}
	return sets
}

// setFiles lists the files of the sets named by spec, as described above.
func setFiles(spec string) ([]string, error) {
	if spec == "" {
		spec = filepath.Join("testdata", "puzzles")
	}
	fi, err := os.Stat(spec)
	if err != nil {
		return nil, err
	}
	if !fi.IsDir() {
		return []string{spec}, nil
	}
	return filepath.Glob(filepath.Join(spec, "*.txt"))
}

// readPuzzles reads one puzzle a line, skipping blank lines and # comments.
func readPuzzles(name string) ([]Grid, error) {
	f, err := os.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var ps []Grid
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" || line[0] == '#' {
			continue
		}
		g, err := Parse(line)
		if err != nil {
			return nil, err
		}
		ps = append(ps, g)
	}
	return ps, sc.Err()
}

// benchSets runs fn as a sub-benchmark over each set, one puzzle per
// operation, and reports the throughput in puzzles/s.
func benchSets(b *testing.B, fn func(Grid)) {
	for _, set := range loadSets(b) {
		b.Run(set.name, func(b *testing.B) {
			b.ReportAllocs()
			i := 0
			for b.Loop() {
				fn(set.puzzles[i])
				if i++; i == len(set.puzzles) {
					i = 0
				}
			}
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "puzzles/s")
		})
	}
}

func BenchmarkSolve(b *testing.B) {
	benchSets(b, func(g Grid) { Solve(g, 1) })
}

func BenchmarkCount1(b *testing.B) {
	benchSets(b, func(g Grid) { Count(g, 1) })
}

func BenchmarkCount2(b *testing.B) {
	benchSets(b, func(g Grid) { Count(g, 2) })
}

func BenchmarkIsUnique(b *testing.B) {
	benchSets(b, func(g Grid) { IsUnique(g) })
}

// BenchmarkCarve carves the solutions of the first 100 puzzles of each
// set, the same seed for each.
func BenchmarkCarve(b *testing.B) {
	for _, set := range loadSets(b) {
		var sols []Grid
		for _, p := range set.puzzles[:min(100, len(set.puzzles))] {
			sols = append(sols, Solve(p, 1)...)
		}
		b.Run(set.name, func(b *testing.B) {
			b.ReportAllocs()
			i := 0
			for b.Loop() {
				Carve(sols[i%len(sols)], NewMulberry32(uint32(i)))
				i++
			}
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "puzzles/s")
		})
	}
}

func BenchmarkGenerate(b *testing.B) {
	b.ReportAllocs()
	seed := uint32(0)
	for b.Loop() {
		Generate(NewMulberry32(seed))
		seed++
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "puzzles/s")
}

// BenchmarkRandomGrid measures the first half of generation alone: the
// random complete grid.
func BenchmarkRandomGrid(b *testing.B) {
	b.ReportAllocs()
	r := NewMulberry32(1)
	for b.Loop() {
		randomGrid(r)
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "grids/s")
}

// BenchmarkGenerator measures a Generator for each symmetry.
func BenchmarkGenerator(b *testing.B) {
	for s := range numSymmetries {
		b.Run(s.String(), func(b *testing.B) {
			b.ReportAllocs()
			gen := Generator{Symmetry: s}
			r := NewMulberry32(1)
			for b.Loop() {
				if _, err := gen.Generate(context.Background(), r); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "puzzles/s")
		})
	}
}

// BenchmarkGeneratorLevel measures a Generator asked for each level, and
// the tries it takes.
func BenchmarkGeneratorLevel(b *testing.B) {
	for l := Easy; l <= Extreme; l++ {
		b.Run(l.String(), func(b *testing.B) {
			b.ReportAllocs()
			gen := Generator{Level: l, MaxTries: 1 << 20}
			r := NewMulberry32(1)
			tries := 0
			for b.Loop() {
				p, err := gen.Generate(context.Background(), r)
				if err != nil {
					b.Fatal(err)
				}
				tries += p.Tries
			}
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "puzzles/s")
			b.ReportMetric(float64(tries)/float64(b.N), "tries/op")
		})
	}
}
