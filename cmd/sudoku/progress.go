package main

import (
	"fmt"
	"io"
	"sync"
	"sync/atomic"
	"time"
)

// progressEvery is how often the progress line is redrawn.
const progressEvery = 250 * time.Millisecond

// A progress shows, on a terminal, how far a long run has got: the
// puzzles done, the rate, and the time left when the amount of work is
// known. When its writer is not a terminal it shows nothing, so that
// pipes and log files stay clean.
//
// Messages for the same writer go through [progress.Write], which clears
// the progress line before a message so the two do not mix.
type progress struct {
	w     io.Writer // standard error
	on    bool      // whether w is a terminal
	label string    // the command, shown first

	done  atomic.Int64 // puzzles done
	read  atomic.Int64 // bytes of input read, for the time left
	total int64        // bytes of input, or puzzles to do; 0 if unknown
	bytes bool         // whether total counts bytes (else puzzles)

	mu    sync.Mutex
	shown bool // whether a progress line is on the screen
	start time.Time
	stop  chan struct{}
	wg    sync.WaitGroup
}

// newProgress returns a progress for the command label on w, shown only
// when on is true.
func newProgress(w io.Writer, on bool, label string) *progress {
	return &progress{w: w, on: on, label: label, start: time.Now()}
}

// run starts redrawing the progress line in the background, until
// [progress.finish].
func (p *progress) run() {
	if !p.on {
		return
	}
	p.stop = make(chan struct{})
	p.wg.Add(1)
	go func() {
		defer p.wg.Done()
		t := time.NewTicker(progressEvery)
		defer t.Stop()
		for {
			select {
			case <-p.stop:
				return
			case <-t.C:
				p.draw()
			}
		}
	}()
}

// draw redraws the progress line.
func (p *progress) draw() {
	p.mu.Lock()
	defer p.mu.Unlock()
	frac := -1.0
	if p.total > 0 {
		n := p.done.Load()
		if p.bytes {
			n = p.read.Load()
		}
		frac = float64(n) / float64(p.total)
	}
	line := status(p.label, p.done.Load(), time.Since(p.start), frac)
	fmt.Fprintf(p.w, "\r%s\x1b[K", line)
	p.shown = true
}

// Write writes a message, clearing the progress line first.
func (p *progress) Write(b []byte) (int, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.clear()
	return p.w.Write(b)
}

// clear removes the progress line; p.mu must be held.
func (p *progress) clear() {
	if p.shown {
		io.WriteString(p.w, "\r\x1b[K")
		p.shown = false
	}
}

// finish stops the progress line and clears it.
func (p *progress) finish() {
	if p.stop == nil {
		return
	}
	close(p.stop)
	p.wg.Wait()
	p.mu.Lock()
	p.clear()
	p.mu.Unlock()
}

// status words a progress line: done puzzles after elapsed time, with the
// fraction frac of the work done (negative when unknown).
func status(label string, done int64, elapsed time.Duration, frac float64) string {
	s := fmt.Sprintf("%s: %d puzzles", label, done)
	secs := elapsed.Seconds()
	if secs > 0 {
		s += fmt.Sprintf(", %.0f/s", float64(done)/secs)
	}
	if frac > 0 && frac <= 1 {
		left := time.Duration(float64(elapsed) * (1 - frac) / frac)
		s += fmt.Sprintf(", %s left", left.Round(time.Second))
	}
	return s
}

// A countingReader counts the bytes read through it into n.
type countingReader struct {
	r io.Reader
	n *atomic.Int64
}

// Read reads from the underlying reader and counts what it read.
func (c countingReader) Read(b []byte) (int, error) {
	k, err := c.r.Read(b)
	c.n.Add(int64(k))
	return k, err
}
