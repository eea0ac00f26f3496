package main

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
	"sync/atomic"

	"github.com/sudokugo/sudoku"
)

// batchSize is the most records handed to a worker at once. Batches make
// the cost of passing work between goroutines small next to the work.
const batchSize = 64

// A filter runs a per-puzzle function over the records of files, in
// parallel, writing one result per record in input order: the shape of
// solve and count, and of the commands that grade puzzles.
type filter struct {
	label   string // the command, for messages
	workers int
	// marker is the output for a record that cannot be read, in place of
	// a result, so that output lines stay in step with input records.
	marker string
	// work appends to out the output for a record that was read as a
	// grid, and returns an error to report when the puzzle is bad (for
	// which it appends a marker).
	work func(out []byte, rec *record) ([]byte, error)
	// variants says whether work takes puzzles with rules; when it does
	// not, such a puzzle is reported and gets the marker.
	variants bool
}

// An item is a record, or an error about a whole file (which has no
// output line).
type item struct {
	rec     record
	fileErr error
}

// A batchResult is what a worker made of a batch of items.
type batchResult struct {
	out  []byte   // the output lines, in order
	errs []string // the messages for standard error, in order
	n    int      // the records in the batch
}

// run runs f over the files (standard input when there are none, or for
// "-") and returns the exit status.
func (f *filter) run(e *env, files []string) int {
	if len(files) == 0 {
		files = []string{"-"}
	}
	out := bufio.NewWriterSize(e.stdout, 64<<10)
	prog := newProgress(e.stderr, e.stderrTerminal, f.label)
	prog.total, prog.bytes = inputSize(e, files), true
	src := &source{e: e, files: files, read: &prog.read}
	bad := false

	prog.run()
	ordered(f.workers, windowFor(f.workers), src.nextBatch, f.workBatch,
		func(r batchResult) {
			out.Write(r.out)
			for _, msg := range r.errs {
				fmt.Fprintln(prog, msg)
				bad = true
			}
			prog.done.Add(int64(r.n))
		},
		func() { out.Flush() })
	prog.finish()
	code := exitOK
	if bad {
		code = exitBad
	}
	return flushOutput(e, out, code)
}

// workBatch does the work of f on a batch of items.
func (f *filter) workBatch(batch []item) batchResult {
	var r batchResult
	for i := range batch {
		it := &batch[i]
		if it.fileErr != nil {
			r.errs = append(r.errs, it.fileErr.Error())
			continue
		}
		r.n++
		if it.rec.err != nil {
			r.out = append(r.out, f.marker...)
			r.errs = append(r.errs, it.rec.err.Error())
			continue
		}
		if it.rec.rules != nil && !f.variants {
			r.out = append(r.out, f.marker...)
			r.errs = append(r.errs, variantError(&it.rec, f.label).Error())
			continue
		}
		var err error
		r.out, err = f.work(r.out, &it.rec)
		if err != nil {
			r.errs = append(r.errs, err.Error())
		}
	}
	return r
}

// validate checks the givens of a record's grid, reporting a clash at the
// place of the second cell in the file.
func validate(rec *record) error {
	return validateUnder(rec, nil)
}

// validateUnder checks the givens of a record's grid under the rules rs
// (nil for classic), reporting a clash at the place of the second cell in
// the file, and a broken rule at the place of its last cell.
func validateUnder(rec *record, rs *sudoku.Rules) error {
	var err error
	if rs == nil {
		err = rec.grid.Validate()
	} else {
		err = rs.Validate(rec.grid)
	}
	if err == nil {
		return nil
	}
	cell := 0
	var ce *sudoku.ConflictError
	var ve *sudoku.ValueError
	var re *sudoku.RuleError
	switch {
	case errors.As(err, &ce):
		cell = ce.Cell2
	case errors.As(err, &ve):
		cell = ve.Cell
	case errors.As(err, &re) && len(re.Cells) > 0:
		cell = min(max(re.Cells[len(re.Cells)-1], 0), 80)
	}
	line, col := rec.cellPos(cell)
	return &inputError{name: rec.name, line: line, col: col, msg: err.Error()}
}

// noSolution returns the error for a record whose puzzle has no solution.
func noSolution(rec *record) error {
	return &inputError{name: rec.name, line: rec.line, col: 1, msg: "no solution"}
}

// A source reads the records of a list of files in turn, opening each
// only when the one before it is done.
type source struct {
	e     *env
	files []string
	read  *atomic.Int64
	cur   *reader
	close func() error
}

// nextBatch returns the next batch of up to batchSize items, and false at
// the end of the input. It returns a short batch rather than wait for
// input that has not arrived, so that puzzles typed or piped in slowly
// are answered at once.
func (s *source) nextBatch() ([]item, bool) {
	batch := make([]item, 0, batchSize)
	for len(batch) < batchSize {
		it, ok := s.nextItem()
		if !ok {
			break
		}
		batch = append(batch, it)
		if it.fileErr != nil || s.cur == nil || s.cur.br.Buffered() == 0 {
			break
		}
	}
	return batch, len(batch) > 0
}

// nextItem returns the next record, or an error about a file.
func (s *source) nextItem() (item, bool) {
	for {
		if s.cur == nil {
			if len(s.files) == 0 {
				return item{}, false
			}
			name := s.files[0]
			s.files = s.files[1:]
			if err := s.open(name); err != nil {
				return item{fileErr: err}, true
			}
		}
		if rec, ok := s.cur.next(); ok {
			return item{rec: rec}, true
		}
		err := s.cur.Err()
		s.cur = nil
		if cerr := s.close(); err == nil && cerr != nil {
			err = cerr
		}
		if err != nil {
			return item{fileErr: fmt.Errorf("sudoku: %v", err)}, true
		}
	}
}

// open starts reading the file name, or standard input for "-".
func (s *source) open(name string) error {
	var r io.Reader
	if name == "-" {
		r, name = s.e.stdin, "<stdin>"
		s.close = func() error { return nil }
	} else {
		f, err := os.Open(name)
		if err != nil {
			return fmt.Errorf("sudoku: %v", err)
		}
		r, s.close = f, f.Close
	}
	s.cur = newReader(name, countingReader{r, s.read})
	return nil
}

// inputSize returns the total size of the files when all are regular
// files whose size is known, and 0 otherwise.
func inputSize(e *env, files []string) int64 {
	var total int64
	for _, name := range files {
		var fi os.FileInfo
		var err error
		if name == "-" {
			f, ok := e.stdin.(*os.File)
			if !ok {
				return 0
			}
			fi, err = f.Stat()
		} else {
			fi, err = os.Stat(name)
		}
		if err != nil || !fi.Mode().IsRegular() {
			return 0
		}
		total += fi.Size()
	}
	return total
}
