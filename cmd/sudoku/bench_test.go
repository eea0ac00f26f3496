package main

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"runtime"
	"testing"
)

// benchInput returns the puzzles of testdata/easy_500.txt repeated to
// make 5,000 lines.
func benchInput(b *testing.B) []byte {
	b.Helper()
	data, err := os.ReadFile("testdata/easy_500.txt")
	if err != nil {
		b.Fatal(err)
	}
	return bytes.Repeat(data, 10)
}

// BenchmarkReader measures the reader alone: splitting lines and parsing
// one-line puzzles.
func BenchmarkReader(b *testing.B) {
	in := benchInput(b)
	b.ReportAllocs()
	n := 0
	for b.Loop() {
		r := newReader("in", bytes.NewReader(in))
		for {
			if _, ok := r.next(); !ok {
				break
			}
			n++
		}
	}
	b.ReportMetric(float64(n)/b.Elapsed().Seconds(), "puzzles/s")
}

// BenchmarkSolve measures the whole solve command on easy puzzles (whose
// solving is cheap, so the cost of reading, passing work between
// goroutines and writing shows), with one worker and with all.
func BenchmarkSolve(b *testing.B) {
	in := benchInput(b)
	for _, w := range []int{1, runtime.GOMAXPROCS(0)} {
		b.Run(fmt.Sprintf("workers=%d", w), func(b *testing.B) {
			b.ReportAllocs()
			n := 0
			for b.Loop() {
				e := &env{stdin: bytes.NewReader(in), stdout: io.Discard, stderr: io.Discard}
				if code := run(e, []string{"solve", "-workers", fmt.Sprint(w)}); code != exitOK {
					b.Fatalf("exit status %d", code)
				}
				n += 5000
			}
			b.ReportMetric(float64(n)/b.Elapsed().Seconds(), "puzzles/s")
		})
	}
}
