package sudoku

import (
	"path/filepath"
	"sync"
	"testing"
)

// minusOne returns up to n puzzles of the magictour sample with one clue
// removed: for each puzzle in turn, the first clue, in row-major order,
// whose removal leaves several solutions (a puzzle none of whose clues
// does so is passed over).
func minusOne(tb testing.TB, n int) []Grid {
	tb.Helper()
	var out []Grid
	for _, p := range readSample(tb, filepath.Join("testdata", "puzzles", "magictour_top1465.txt"), 1<<30) {
		for cell, v := range p {
			if v == 0 {
				continue
			}
			q := p
			q[cell] = 0
			if Count(q, 2) == 2 {
				out = append(out, q)
				break
			}
		}
		if len(out) == n {
			break
		}
	}
	if len(out) == 0 {
		tb.Fatal("no magictour puzzle loses its uniqueness with one clue")
	}
	return out
}

// severalSets returns the sets of the benchmarks of puzzles with several
// solutions: the empty grid, and 40 magictour puzzles with one clue
// removed (see minusOne).
func severalSets(b *testing.B) []puzzleSet {
	return []puzzleSet{
		{"empty", []Grid{{}}},
		{"magictour_minus1", minusOne(b, 40)},
	}
}

// stuckOnce holds the positions where the paths of severalSets' puzzles
// stop, computed once for every run of BenchmarkSeveral.
var stuckOnce struct {
	sync.Once
	at map[string][]Candidates
}

// stuckPositions returns, for each set, the position where the path of
// each puzzle stops with ErrStuck: where Hint has nothing to give.
func stuckPositions(b *testing.B, sets []puzzleSet) map[string][]Candidates {
	stuckOnce.Do(func() {
		stuckOnce.at = make(map[string][]Candidates)
		for _, set := range sets {
			for _, p := range set.puzzles {
				c, err := NewCandidates(p)
				if err != nil {
					b.Fatal(err)
				}
				steps, err := Path(p)
				if err != ErrStuck {
					b.Fatalf("%v: Path: %v, want ErrStuck", p, err)
				}
				for _, st := range steps {
					c.Apply(st)
				}
				stuckOnce.at[set.name] = append(stuckOnce.at[set.name], c)
			}
		}
	})
	return stuckOnce.at
}

// BenchmarkSeveral times Rate, Path and Hint on puzzles with several
// solutions (see severalSets), one puzzle per operation: Rate must answer
// ErrNotUnique, Path give its steps with ErrStuck, and Hint, from the
// position where that path stops, ErrStuck.
func BenchmarkSeveral(b *testing.B) {
	sets := severalSets(b)
	b.Run("Rate", func(b *testing.B) {
		gradeBench(b, sets, func(b *testing.B, i int, set puzzleSet) {
			if _, err := Rate(set.puzzles[i]); err != ErrNotUnique {
				b.Fatalf("%v: Rate: %v, want ErrNotUnique", set.puzzles[i], err)
			}
		})
	})
	b.Run("Path", func(b *testing.B) {
		gradeBench(b, sets, func(b *testing.B, i int, set puzzleSet) {
			if _, err := Path(set.puzzles[i]); err != ErrStuck {
				b.Fatalf("%v: Path: %v, want ErrStuck", set.puzzles[i], err)
			}
		})
	})
	b.Run("Hint", func(b *testing.B) {
		stuck := stuckPositions(b, sets)
		gradeBench(b, sets, func(b *testing.B, i int, set puzzleSet) {
			if _, err := Hint(stuck[set.name][i]); err != ErrStuck {
				b.Fatalf("%v: Hint: %v, want ErrStuck", set.puzzles[i], err)
			}
		})
	})
}
