// Command iss times this module's solver on the puzzles of the
// Interactive Sudoku Solver (ISS) that iss.mjs converted, and checks its
// answers against ISS's.
//
// It reads the converted file (one JSON object a line, as iss.mjs convert
// writes them), and for each puzzle our rules can read it times
// [sudoku.Solver.Count] with a limit of two, the rules compiled inside
// the timed part as they are on every call, under a per-puzzle timeout.
// It prints one JSON line per puzzle and round:
//
//	{"solver":"ours","name":"Thermo","collection":"examples","family":"thermos","round":0,"ms":0.42,"cpu":0.41,"count":1,"status":"ok"}
//
// ms is wall time and cpu the processor time the process used meanwhile
// (user and system, from getrusage), both in milliseconds.
//
// The status is "ok"; "differs" when the count or the solution is not
// ISS's (error says how); "timeout"; "unreadable" when our Puzzle JSON
// does not read the line's puzzle (a rule we lack; error names it); or
// "error". Usage:
//
//	go run ./bench/iss [-rounds R] [-timeout D] [-warmup D] puzzles.jsonl
//
// A puzzle that times out is not run again in the later rounds of the
// same run: it is reported as a timeout in each. bench/iss/run.sh runs
// this and ISS side by side; README.md there says how.
package main

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"time"

	"github.com/sudokugo/sudoku"
)

// An entry is one line of the converted file. Puzzle is kept raw, so
// that a line our rules cannot read yet is reported, not fatal.
type entry struct {
	Name        string          `json:"name"`
	Collection  string          `json:"collection"`
	Family      string          `json:"family"`
	ISS         string          `json:"iss"`
	Puzzle      json.RawMessage `json:"puzzle"`
	Solutions   *int            `json:"solutions"` // ISS's count up to 2
	Solution    string          `json:"solution"`  // ISS's, when unique
	Unsupported []string        `json:"unsupported"`
	ISSCapped   int             `json:"issCapped"`
}

// A result is one line of the output.
type result struct {
	Solver     string  `json:"solver"`
	Name       string  `json:"name"`
	Collection string  `json:"collection"`
	Family     string  `json:"family,omitempty"`
	Round      int     `json:"round"`
	MS         float64 `json:"ms"`  // wall time
	CPU        float64 `json:"cpu"` // processor time of the process, in ms
	Count      int     `json:"count"`
	Status     string  `json:"status"`
	Error      string  `json:"error,omitempty"`
}

// load reads the converted file and returns the entries that carry a
// puzzle and an answer of ISS: lines with constraints we lack and lines
// ISS did not finish are left out.
func load(r io.Reader) ([]entry, error) {
	var out []entry
	sc := bufio.NewScanner(r)
	sc.Buffer(nil, 1<<22)
	for line := 1; sc.Scan(); line++ {
		if len(sc.Bytes()) == 0 {
			continue
		}
		var e entry
		if err := json.Unmarshal(sc.Bytes(), &e); err != nil {
			return nil, fmt.Errorf("line %d: %w", line, err)
		}
		if e.Puzzle != nil && e.Solutions != nil {
			out = append(out, e)
		}
	}
	return out, sc.Err()
}

// readPuzzle reads the entry's puzzle with our JSON form.
func (e *entry) readPuzzle() (sudoku.Puzzle, error) {
	var p sudoku.Puzzle
	err := json.Unmarshal(e.Puzzle, &p)
	return p, err
}

// timeCount times one count of up to two solutions of p under a timeout
// of wall time, and returns the wall time and the processor time the
// process used meanwhile (which a busy machine inflates less).
func timeCount(p *sudoku.Puzzle, timeout time.Duration) (n int, wall, cpu time.Duration, err error) {
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	s := sudoku.Solver{Rules: &p.Rules}
	start, cpu0 := time.Now(), cpuTime()
	n, _, err = s.Count(ctx, p.Grid, 2)
	return n, time.Since(start), cpuTime() - cpu0, err
}

// check compares our answer for p with ISS's: the count, and the solution
// when ISS found one solution. It searches for the solutions again (out
// of any timed part); n is the count already found.
func check(e *entry, p *sudoku.Puzzle, n int, timeout time.Duration) error {
	if n != *e.Solutions {
		return fmt.Errorf("count %d, ISS %d", n, *e.Solutions)
	}
	if n != 1 || e.Solution == "" {
		return nil
	}
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	sols, _, err := sudoku.Solver{Rules: &p.Rules}.Solve(ctx, p.Grid, 1)
	if err != nil {
		return fmt.Errorf("solve: %w", err)
	}
	var got [81]byte
	for i, d := range sols[0] {
		got[i] = '0' + d
	}
	if string(got[:]) != e.Solution {
		return fmt.Errorf("solution %s, ISS %s", got[:], e.Solution)
	}
	return nil
}

func main() {
	rounds := flag.Int("rounds", 1, "timed rounds over the whole file")
	timeout := flag.Duration("timeout", 10*time.Second,
		"give up on a puzzle whose count takes longer than this")
	warmup := flag.Duration("warmup", 100*time.Millisecond,
		"time bound of each puzzle in the untimed warm-up pass (0: no warm-up)")
	flag.Usage = func() {
		fmt.Fprintln(flag.CommandLine.Output(),
			"usage: go run ./bench/iss [flags] puzzles.jsonl")
		flag.PrintDefaults()
	}
	flag.Parse()
	if flag.NArg() != 1 {
		flag.Usage()
		os.Exit(2)
	}
	if err := run(flag.Arg(0), *rounds, *timeout, *warmup, os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "iss:", err)
		os.Exit(1)
	}
}

// run times every puzzle of the file for the given rounds and writes the
// results to w.
func run(path string, rounds int, timeout, warmup time.Duration, w io.Writer) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	entries, err := load(f)
	f.Close()
	if err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	puzzles := make([]sudoku.Puzzle, len(entries))
	readErr := make([]error, len(entries))
	for i := range entries {
		puzzles[i], readErr[i] = entries[i].readPuzzle()
		if warmup > 0 && readErr[i] == nil {
			timeCount(&puzzles[i], warmup)
		}
	}
	bw := bufio.NewWriter(w)
	defer bw.Flush()
	enc := json.NewEncoder(bw)
	timedOut := make([]bool, len(entries))
	for r := range rounds {
		for i := range entries {
			e := &entries[i]
			res := result{Solver: "ours", Name: e.Name,
				Collection: e.Collection, Family: e.Family, Round: r}
			switch {
			case readErr[i] != nil:
				res.Status, res.Error = "unreadable", readErr[i].Error()
			case timedOut[i]:
				res.Status = "timeout"
			default:
				measure(e, &puzzles[i], r, timeout, &res)
				timedOut[i] = res.Status == "timeout"
			}
			if err := enc.Encode(res); err != nil {
				return err
			}
		}
		if err := bw.Flush(); err != nil {
			return err
		}
	}
	return nil
}

// measure times one count of p into res, and in round 0 checks the
// answer against ISS's.
func measure(e *entry, p *sudoku.Puzzle, round int, timeout time.Duration, res *result) {
	n, wall, cpu, err := timeCount(p, timeout)
	res.MS = float64(wall.Nanoseconds()) / 1e6
	res.CPU = float64(cpu.Nanoseconds()) / 1e6
	res.Count = n
	switch {
	case errors.Is(err, context.DeadlineExceeded):
		res.Status = "timeout"
	case err != nil:
		res.Status, res.Error = "error", err.Error()
	default:
		res.Status = "ok"
		if round > 0 {
			break
		}
		err := check(e, p, n, timeout)
		switch {
		case errors.Is(err, context.DeadlineExceeded):
			// The second search, for the solution, ran out of time.
			res.Error = "solution not checked: " + err.Error()
		case err != nil:
			res.Status, res.Error = "differs", err.Error()
		}
	}
}
