package main

import (
	"runtime"
	"sync"
)

// windowFor returns the number of items that [ordered] should keep in
// flight for the given number of workers: four for each worker that can
// run at once, so that every such worker has work while results wait to
// be emitted in order. It depends on min(workers, GOMAXPROCS) only, so
// asking for more workers than there are cores costs no memory.
func windowFor(workers int) int {
	return 4 * max(1, min(workers, runtime.GOMAXPROCS(0)))
}

// ordered calls work on each item that next yields, in up to workers
// goroutines at once, and calls emit with the results in the order of the
// items, whatever order the workers finish them in.
//
// next is called from one goroutine of its own until it reports false;
// emit is called from the goroutine that called ordered, which returns
// once every result has been emitted. When no result is ready to emit,
// ordered calls idle (if not nil) before it waits, so that a caller can
// flush buffered output while it would otherwise stall.
//
// At most window items are between next and emit at any time: next is
// not called again until an earlier result has been emitted. Memory is
// therefore bounded by window, however many items there are, and however
// many workers: no more than window workers are started, since more
// could never all have work. [windowFor] gives a window that keeps every
// core busy.
func ordered[T, R any](workers, window int, next func() (T, bool),
	work func(T) R, emit func(R), idle func()) {
	window = max(window, 1)
	workers = min(max(workers, 1), window)

	type job struct {
		seq  int
		item T
	}
	type done struct {
		seq int
		res R
	}
	// tokens holds one token per free slot of the window: the reader
	// takes one before it reads an item, and emitting a result gives it
	// back.
	tokens := make(chan struct{}, window)
	for range window {
		tokens <- struct{}{}
	}
	jobs := make(chan job, window)
	results := make(chan done, window)

	go func() {
		defer close(jobs)
		for seq := 0; ; seq++ {
			<-tokens
			item, ok := next()
			if !ok {
				return
			}
			jobs <- job{seq, item}
		}
	}()
	var wg sync.WaitGroup
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for j := range jobs {
				results <- done{j.seq, work(j.item)}
			}
		}()
	}
	go func() {
		wg.Wait()
		close(results)
	}()

	// Results wait in a ring of window slots, indexed by their sequence
	// number: no two items in flight are window or more apart.
	ring := make([]R, window)
	ready := make([]bool, window)
	nextSeq := 0
	for {
		var d done
		var ok bool
		select {
		case d, ok = <-results:
		default:
			if idle != nil {
				idle()
			}
			d, ok = <-results
		}
		if !ok {
			return
		}
		ring[d.seq%window], ready[d.seq%window] = d.res, true
		for ready[nextSeq%window] {
			i := nextSeq % window
			res := ring[i]
			var zero R
			ring[i], ready[i] = zero, false
			emit(res)
			nextSeq++
			tokens <- struct{}{}
		}
	}
}
