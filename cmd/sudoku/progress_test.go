package main

import (
	"bytes"
	"fmt"
	"strings"
	"testing"
	"time"
)

func TestStatus(t *testing.T) {
	tests := []struct {
		done    int64
		elapsed time.Duration
		frac    float64
		want    string
	}{
		{0, 0, -1, "solve: 0 puzzles"},
		{500, 2 * time.Second, -1, "solve: 500 puzzles, 250/s"},
		{500, 2 * time.Second, 0.25, "solve: 500 puzzles, 250/s, 6s left"},
		{500, 2 * time.Second, 1, "solve: 500 puzzles, 250/s, 0s left"},
		{500, 90 * time.Second, 0.5, "solve: 500 puzzles, 6/s, 1m30s left"},
		{500, 2 * time.Second, 0, "solve: 500 puzzles, 250/s"},
	}
	for _, tt := range tests {
		got := status("solve", tt.done, tt.elapsed, tt.frac)
		if got != tt.want {
			t.Errorf("status(%d, %v, %v) = %q, want %q", tt.done, tt.elapsed, tt.frac, got, tt.want)
		}
	}
}

func TestProgressTerminal(t *testing.T) {
	var b bytes.Buffer
	p := newProgress(&b, true, "count")
	p.total = 10
	p.done.Store(5)
	p.draw()
	fmt.Fprintln(p, "in:1:1: bad")
	p.draw()
	p.stop = make(chan struct{}) // as if run had started it
	p.finish()
	// The line is drawn, cleared for the message, drawn again, and
	// cleared at the end.
	parts := strings.Split(b.String(), "\r")
	if len(parts) != 5 || parts[0] != "" ||
		!strings.HasPrefix(parts[1], "count: 5 puzzles, ") || !strings.HasSuffix(parts[1], " left\x1b[K") ||
		parts[2] != "\x1b[Kin:1:1: bad\n" ||
		parts[3] != parts[1] && !strings.HasPrefix(parts[3], "count: 5 puzzles, ") ||
		parts[4] != "\x1b[K" {
		t.Errorf("terminal got %q", b.String())
	}
}

func TestProgressSilent(t *testing.T) {
	var b bytes.Buffer
	p := newProgress(&b, false, "count")
	p.run()
	p.done.Store(5)
	fmt.Fprintln(p, "in:1:1: bad")
	time.Sleep(2 * progressEvery)
	p.finish()
	if got := b.String(); got != "in:1:1: bad\n" {
		t.Errorf("not a terminal: got %q, want the message alone", got)
	}
}
