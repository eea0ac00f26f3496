package main

import (
	"math/rand/v2"
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
		{1000, 8, 3}, // a window below workers is raised to workers
		{5000, 3, 12},
	} {
		var inFlight, most atomic.Int64
		i := 0
		next := func() (int, bool) {
			if i == tt.n {
				return 0, false
			}
			i++
			k := inFlight.Add(1)
			for {
				m := most.Load()
				if k <= m || most.CompareAndSwap(m, k) {
					break
				}
			}
			return i - 1, true
		}
		var mu sync.Mutex
		r := rand.New(rand.NewPCG(1, uint64(tt.n)))
		work := func(x int) int {
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
		if limit := int64(max(tt.window, tt.workers)); most.Load() > limit {
			t.Errorf("%+v: %d items in flight, want at most %d", tt, most.Load(), limit)
		}
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
