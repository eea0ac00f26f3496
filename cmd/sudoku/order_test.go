package main

import (
	"math/rand/v2"
	"runtime"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

func TestOrdered(t *testing.T) {
	for _, tt := range []struct{ n, workers, window int }{
		{0, 1, 1},
		{1, 1, 1},
		{100, 1, 1},
		{1000, 4, 4},
		{1000, 8, 3}, // only 3 workers can have work
		{5000, 3, 12},
		{2000, 100000, 5}, // workers beyond the window are not started
	} {
		var inFlight, most, busy, mostBusy atomic.Int64
		i := 0
		next := func() (int, bool) {
			if i == tt.n {
				return 0, false
			}
			i++
			raise(&most, inFlight.Add(1))
			return i - 1, true
		}
		var mu sync.Mutex
		r := rand.New(rand.NewPCG(1, uint64(tt.n)))
		work := func(x int) int {
			raise(&mostBusy, busy.Add(1))
			defer busy.Add(-1)
			// Uneven work, so that workers finish out of order.
			mu.Lock()
			d := time.Duration(r.IntN(20)) * time.Microsecond
			mu.Unlock()
			time.Sleep(d)
			return x * x
		}
		var got []int
		ordered(tt.workers, tt.window, next, work, func(y int) {
			got = append(got, y)
			inFlight.Add(-1)
		}, nil)
		if len(got) != tt.n {
			t.Fatalf("%+v: %d results, want %d", tt, len(got), tt.n)
		}
		for k, y := range got {
			if y != k*k {
				t.Fatalf("%+v: result %d is %d, want %d", tt, k, y, k*k)
			}
		}
		if most.Load() > int64(tt.window) {
			t.Errorf("%+v: %d items in flight, want at most %d", tt, most.Load(), tt.window)
		}
		if limit := int64(min(tt.window, tt.workers)); mostBusy.Load() > limit {
			t.Errorf("%+v: %d items worked on at once, want at most %d",
				tt, mostBusy.Load(), limit)
		}
	}
}

// raise sets most to k if k is more.
func raise(most *atomic.Int64, k int64) {
	for {
		m := most.Load()
		if k <= m || most.CompareAndSwap(m, k) {
			return
		}
	}
}

// TestWindowFor checks that the window keeps each worker that can run
// busy, and does not grow with workers beyond those.
func TestWindowFor(t *testing.T) {
	procs := runtime.GOMAXPROCS(0)
	for _, w := range []int{0, 1, procs, procs + 1, 1000, maxWorkers, 1 << 30} {
		want := 4 * max(1, min(w, procs))
		if got := windowFor(w); got != want {
			t.Errorf("windowFor(%d) = %d, want %d (GOMAXPROCS %d)", w, got, want, procs)
		}
	}
}

// TestOrderedGoroutines checks that a huge number of workers starts no
// more goroutines than the window can give work to.
func TestOrderedGoroutines(t *testing.T) {
	before := runtime.NumGoroutine()
	most := 0
	i := 0
	next := func() (int, bool) { i++; return i, i <= 100 }
	work := func(x int) int { return x }
	ordered(100000, 4, next, work, func(int) {
		most = max(most, runtime.NumGoroutine()-before)
	}, nil)
	// The reader, the closer and at most four workers.
	if most > 6 {
		t.Errorf("%d goroutines running, want at most 6", most)
	}
}

func TestOrderedIdle(t *testing.T) {
	// idle runs when emit would wait: here, while the one worker is held
	// up on the second item, and never with a result ready.
	release := make(chan struct{})
	i := 0
	next := func() (int, bool) { i++; return i, i <= 3 }
	work := func(x int) int {
		if x == 2 {
			<-release
		}
		return x
	}
	var got []int
	idles := 0
	ordered(1, 1, next, work, func(y int) { got = append(got, y) }, func() {
		idles++
		if len(got) == 1 {
			close(release)
		}
	})
	if len(got) != 3 || got[0] != 1 || got[1] != 2 || got[2] != 3 {
		t.Errorf("got %v, want [1 2 3]", got)
	}
	if idles == 0 {
		t.Error("idle never called")
	}
}
