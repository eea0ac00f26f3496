package sudoku

import (
	"context"
	"errors"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

// TestRateContext checks that RateContext, PathContext and HintContext
// give what Rate, Path and Hint give while the context lives (or is
// nil), and the context's error, with nothing else, once it is done:
// cancelled before the call, or ending in the middle of the nested
// forcing chains of one of the forum's hardest puzzles, which take
// seconds without a bound.
func TestRateContext(t *testing.T) {
	data, err := os.ReadFile("testdata/puzzles/forum_hardest_1905_11plus.txt")
	if err != nil {
		t.Fatal(err)
	}
	hardest, err := Parse(strings.SplitN(string(data), "\n", 2)[0])
	if err != nil {
		t.Fatal(err)
	}
	easy := mustParse(t, "46....2...53.14..77....6.39.....7.9.8....2.5.53..6......5.4..71.4..8.9...9.....4.")

	t.Run("live", func(t *testing.T) {
		want, err := Rate(easy)
		if err != nil {
			t.Fatal(err)
		}
		var none context.Context // nil: no cancellation
		for _, ctx := range []context.Context{context.Background(), none} {
			got, err := RateContext(ctx, easy)
			if err != nil || got != want {
				t.Errorf("RateContext(%v) = %+v, %v; Rate = %+v", ctx, got, err, want)
			}
		}
		wantPath, err := Path(easy)
		if err != nil {
			t.Fatal(err)
		}
		for _, ctx := range []context.Context{context.Background(), none} {
			got, err := PathContext(ctx, easy)
			if err != nil {
				t.Fatalf("PathContext(%v): %v", ctx, err)
			}
			if diff := cmp.Diff(wantPath, got); diff != "" {
				t.Errorf("PathContext(%v) differs from Path (-Path +PathContext):\n%s", ctx, diff)
			}
		}
		c, err := NewCandidates(hardest)
		if err != nil {
			t.Fatal(err)
		}
		hs, err := Hint(c)
		if err != nil {
			t.Fatal(err)
		}
		for _, ctx := range []context.Context{context.Background(), none} {
			hc, err := HintContext(ctx, c)
			if err != nil {
				t.Fatalf("HintContext(%v): %v", ctx, err)
			}
			if diff := cmp.Diff(hs, hc); diff != "" {
				t.Errorf("HintContext(%v) differs from Hint (-Hint +HintContext):\n%s", ctx, diff)
			}
		}
	})

	t.Run("cancelled", func(t *testing.T) {
		ctx, cancel := context.WithCancel(context.Background())
		cancel()
		for _, g := range []Grid{easy, hardest} {
			if gr, err := RateContext(ctx, g); !errors.Is(err, context.Canceled) || gr != (Grade{}) {
				t.Errorf("RateContext(%v) = %+v, %v; want the zero Grade, %v", g, gr, err, context.Canceled)
			}
			if steps, err := PathContext(ctx, g); !errors.Is(err, context.Canceled) || steps != nil {
				t.Errorf("PathContext(%v) = %d steps, %v; want none, %v", g, len(steps), err, context.Canceled)
			}
			c, err := NewCandidates(g)
			if err != nil {
				t.Fatal(err)
			}
			if st, err := HintContext(ctx, c); !errors.Is(err, context.Canceled) || st.Technique != 0 {
				t.Errorf("HintContext(%v) = %v, %v; want no step, %v", g, st, err, context.Canceled)
			}
		}
	})

	t.Run("ending", func(t *testing.T) {
		// A context that ends at its nth look: RateContext must notice
		// at once, wherever in the path and the chains that falls.
		for _, n := range []int{1, 10, 100, 1000} {
			ctx := &endingContext{Context: context.Background(), at: n}
			gr, err := RateContext(ctx, hardest)
			if !errors.Is(err, context.Canceled) || gr != (Grade{}) {
				t.Errorf("ending at look %d: RateContext = %+v, %v; want the zero Grade, %v",
					n, gr, err, context.Canceled)
			}
			if extra := ctx.looks - n; extra > 8 {
				t.Errorf("ending at look %d: RateContext looked %d more times", n, extra)
			}
			if n != 1 && n != 100 {
				continue // PathContext walks as RateContext does
			}
			ctx = &endingContext{Context: context.Background(), at: n}
			steps, err := PathContext(ctx, hardest)
			if !errors.Is(err, context.Canceled) || steps != nil {
				t.Errorf("ending at look %d: PathContext = %d steps, %v; want none, %v",
					n, len(steps), err, context.Canceled)
			}
			if extra := ctx.looks - n; extra > 8 {
				t.Errorf("ending at look %d: PathContext looked %d more times", n, extra)
			}
		}
	})

	t.Run("deadline", func(t *testing.T) {
		ctx, cancel := context.WithTimeout(context.Background(), 20*time.Millisecond)
		defer cancel()
		if gr, err := RateContext(ctx, hardest); !errors.Is(err, context.DeadlineExceeded) || gr != (Grade{}) {
			t.Errorf("RateContext = %+v, %v; want the zero Grade, %v", gr, err, context.DeadlineExceeded)
		}
	})
}

// An endingContext is done from its at-th call of Err on.
type endingContext struct {
	context.Context
	at, looks int
}

func (c *endingContext) Err() error {
	if c.looks++; c.looks >= c.at {
		return context.Canceled
	}
	return nil
}
