package main

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"sync"
	"sync/atomic"
	"text/tabwriter"
	"time"

	"github.com/sudokugo/sudoku"
)

// runBench is the bench command.
func runBench(e *env, c *command, args []string) int {
	fs := newFlags(e, c)
	workers := fs.Int("workers", 0,
		"solve with `N` goroutines, at most 1024 "+
			"(default: a run with 1, then one with all cores)")
	limit := fs.Int("limit", 2,
		"count up to `N` solutions of each puzzle (2 checks uniqueness, 1 finds one)")
	minTime := fs.Duration("time", time.Second,
		"solve each file again and again for at least `D`")
	if code, ok := parseFlags(fs, args); !ok {
		return code
	}
	switch {
	case fs.NArg() == 0:
		return usageError(fs, "no FILE given")
	case !checkWorkers(fs, *workers):
		return exitUsage
	case *limit < 1:
		return usageError(fs, "-limit must be at least 1")
	}
	counts := []int{*workers}
	if *workers == 0 {
		counts = []int{1}
		if n := runtime.GOMAXPROCS(0); n > 1 {
			counts = append(counts, n)
		}
	}

	code := exitOK
	tw := tabwriter.NewWriter(e.stdout, 0, 8, 2, ' ', tabwriter.AlignRight)
	header := false
	for _, name := range fs.Args() {
		puzzles, bad := loadPuzzles(e, name)
		if bad {
			code = exitBad
		}
		if len(puzzles) == 0 {
			continue
		}
		// The table starts with the first file timed: with none, there
		// is nothing to show.
		if !header {
			fmt.Fprintf(tw, "file\tworkers\tpuzzles\tpuzzles/s\tµs/puzzle\tguesses/puzzle\t\n")
			header = true
		}
		guesses := guessesPerPuzzle(puzzles, *limit)
		for _, w := range counts {
			r := benchFile(puzzles, w, *limit, *minTime)
			fmt.Fprintf(tw, "%s\t%d\t%d\t%.0f\t%.2f\t%.2f\t\n", filepath.Base(name), w,
				r.puzzles, r.rate(), r.micros(w), guesses)
		}
	}
	if err := tw.Flush(); err != nil {
		fmt.Fprintf(e.stderr, "sudoku: %v\n", err)
		return exitBad
	}
	return code
}

// loadPuzzles reads the valid puzzles of a file into memory, reporting
// the bad records on standard error; bad reports whether there were any,
// or the file could not be read, or it held no valid puzzle, which is
// reported too: a file with nothing to time is a mistake, not a result.
// A puzzle takes 81 bytes, so a million puzzles take 81 MB.
func loadPuzzles(e *env, name string) (puzzles []sudoku.Grid, bad bool) {
	f, err := os.Open(name)
	if err != nil {
		fmt.Fprintf(e.stderr, "sudoku: %v\n", err)
		return nil, true
	}
	defer f.Close()
	r := newReader(name, f)
	for {
		rec, ok := r.next()
		if !ok {
			break
		}
		if rec.err == nil && rec.rules != nil {
			rec.err = variantError(&rec, "sudoku bench")
		}
		if rec.err == nil {
			rec.err = validate(&rec)
		}
		if rec.err != nil {
			fmt.Fprintln(e.stderr, rec.err)
			bad = true
			continue
		}
		puzzles = append(puzzles, rec.grid)
	}
	if err := r.Err(); err != nil {
		fmt.Fprintf(e.stderr, "sudoku: %v\n", err)
		bad = true
	}
	if len(puzzles) == 0 {
		fmt.Fprintf(e.stderr, "sudoku bench: %s: no puzzles to time\n", name)
		bad = true
	}
	return puzzles, bad
}

// A benchRun is what timing one file with some workers measured.
type benchRun struct {
	puzzles int64         // the puzzles counted, over every pass
	elapsed time.Duration // the wall time taken
}

// rate returns the puzzles counted per second.
func (r benchRun) rate() float64 {
	return float64(r.puzzles) / r.elapsed.Seconds()
}

// micros returns the time, in microseconds, that one of the workers spent
// on a puzzle on average.
func (r benchRun) micros(workers int) float64 {
	return r.elapsed.Seconds() * 1e6 * float64(workers) / float64(r.puzzles)
}

// benchFile counts the solutions of the puzzles, up to limit each, with
// [sudoku.Count] in the given number of goroutines, passing over them
// again until at least minTime has gone by.
func benchFile(puzzles []sudoku.Grid, workers, limit int,
	minTime time.Duration) benchRun {
	var r benchRun
	start := time.Now()
	for r.puzzles == 0 || time.Since(start) < minTime {
		inParallel(puzzles, workers, func(g *sudoku.Grid) int64 {
			sudoku.Count(*g, limit)
			return 0
		})
		r.puzzles += int64(len(puzzles))
	}
	r.elapsed = time.Since(start)
	return r
}

// guessesPerPuzzle returns the average number of guesses (branches) that
// counting the solutions of the puzzles, up to limit each, takes. It is
// measured apart from the timing, with [sudoku.Solver], whose statistics
// cost a little speed; the search, and so the guesses, are the same.
func guessesPerPuzzle(puzzles []sudoku.Grid, limit int) float64 {
	total := inParallel(puzzles, runtime.GOMAXPROCS(0), func(g *sudoku.Grid) int64 {
		_, st, _ := sudoku.Solver{}.Count(context.Background(), *g, limit)
		return st.Guesses
	})
	return float64(total) / float64(len(puzzles))
}

// inParallel calls f on every puzzle, in the given number of goroutines,
// and returns the sum of what f returns.
func inParallel(puzzles []sudoku.Grid, workers int, f func(*sudoku.Grid) int64) int64 {
	// Workers take chunks of puzzles from a shared counter, so that a
	// worker that meets hard puzzles does not hold the others up.
	const chunk = 64
	var next, sum atomic.Int64
	var wg sync.WaitGroup
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var mine int64
			for {
				lo := int(next.Add(chunk)) - chunk
				if lo >= len(puzzles) {
					break
				}
				for i := lo; i < min(lo+chunk, len(puzzles)); i++ {
					mine += f(&puzzles[i])
				}
			}
			sum.Add(mine)
		}()
	}
	wg.Wait()
	return sum.Load()
}
