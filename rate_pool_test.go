package sudoku

import (
	"bufio"
	"context"
	"math/rand/v2"
	"os"
	"reflect"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/sudokugo/sudoku/internal/allsamples"
)

// readSERatings reads the first n puzzles of an SE sample with their ER.
func readSERatings(t *testing.T, name string, n int) ([]Grid, []string) {
	t.Helper()
	f, err := os.Open("testdata/se/" + name)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var gs []Grid
	var er []string
	sc := bufio.NewScanner(f)
	sc.Scan() // header
	for sc.Scan() && len(gs) < n {
		fs := strings.Split(sc.Text(), "\t")
		g, err := Parse(fs[0])
		if err != nil {
			t.Fatal(err)
		}
		gs = append(gs, g)
		er = append(er, fs[1])
	}
	return gs, er
}

// TestRatePoolConcurrent rates puzzles serially, then from several
// goroutines in shuffled orders with cancelled RateContext calls mixed
// in, and compares; Path and Hint too.
func TestRatePoolConcurrent(t *testing.T) {
	n := 12
	if testing.Short() {
		n = 5
	}
	var ps []Grid
	for _, f := range []string{"easy_100k.tsv", "17clue.tsv", "magictour_top1465.tsv"} {
		g, _ := readSERatings(t, f, n)
		ps = append(ps, g...)
	}
	want := make([]Grade, len(ps))
	wantPath := make([][]Step, len(ps))
	wantHint := make([]Step, len(ps))
	for i, p := range ps {
		var err error
		if want[i], err = Rate(p); err != nil {
			t.Fatal(err)
		}
		if wantPath[i], err = Path(p); err != nil {
			t.Fatal(err)
		}
		c, _ := NewCandidates(p)
		if wantHint[i], err = Hint(c); err != nil {
			t.Fatal(err)
		}
	}
	var wg sync.WaitGroup
	for k := range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			r := rand.New(rand.NewPCG(uint64(k), 9))
			for _, i := range r.Perm(len(ps)) {
				// A cancelled rating of another puzzle first.
				ctx, cancel := context.WithTimeout(context.Background(), time.Duration(r.IntN(2000))*time.Microsecond)
				RateContext(ctx, ps[r.IntN(len(ps))])
				cancel()
				got, err := Rate(ps[i])
				if err != nil || got != want[i] {
					t.Errorf("puzzle %d: Rate %+v, %v; serial %+v", i, got, err, want[i])
				}
				got, err = RateContext(context.Background(), ps[i])
				if err != nil || got != want[i] {
					t.Errorf("puzzle %d: RateContext %+v, %v; serial %+v", i, got, err, want[i])
				}
				if k%2 == 0 {
					path, err := Path(ps[i])
					if err != nil || !reflect.DeepEqual(path, wantPath[i]) {
						t.Errorf("puzzle %d: Path differs (%v)", i, err)
					}
				} else {
					c, _ := NewCandidates(ps[i])
					h, err := Hint(c)
					if err != nil || !reflect.DeepEqual(h, wantHint[i]) {
						t.Errorf("puzzle %d: Hint differs (%v)", i, err)
					}
				}
			}
		}()
	}
	wg.Wait()
}

// TestRateNestedRepeat rates some of the forum's hardest twice,
// from two goroutines in opposite orders, and compares the grades with
// each other and the ratings with Sudoku Explainer's (testdata/se).
//
// What it samples: the first 2 puzzles of the file; 4 with -allsamples,
// none with -short.
func TestRateNestedRepeat(t *testing.T) {
	if testing.Short() && !allsamples.On() {
		t.Skip("seconds a puzzle")
	}
	ps, er := readSERatings(t, "forum_hardest.tsv", allsamples.Size(4, 2, 0))
	res := make([][2]Grade, len(ps))
	var wg sync.WaitGroup
	for k := range 2 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for j := range ps {
				i := j
				if k == 1 {
					i = len(ps) - 1 - j
				}
				g, err := Rate(ps[i])
				if err != nil {
					t.Error(err)
				}
				res[i][k] = g
			}
		}()
	}
	wg.Wait()
	for i := range ps {
		if res[i][0] != res[i][1] {
			t.Errorf("puzzle %d: %+v vs %+v", i, res[i][0], res[i][1])
		}
		if got := strconv.FormatFloat(res[i][0].Rating, 'f', 1, 64); got != er[i] {
			t.Errorf("puzzle %d: Rate %s, SE %s", i, got, er[i])
		}
	}
}

// TestRateAfterCancel rates forum puzzles, then cancels ratings of the
// same puzzles part way through the nested chains, and rates them again:
// the pooled forcing nets and nested state must not carry a cut search.
//
// What it samples: the first puzzle of the file; 2 with -allsamples,
// none with -short.
func TestRateAfterCancel(t *testing.T) {
	if testing.Short() && !allsamples.On() {
		t.Skip("seconds a puzzle")
	}
	ps, _ := readSERatings(t, "forum_hardest.tsv", allsamples.Size(2, 1, 0))
	for i, p := range ps {
		want, err := Rate(p)
		if err != nil {
			t.Fatal(err)
		}
		for _, ms := range []int{30, 150, 400} {
			ctx, cancel := context.WithTimeout(context.Background(), time.Duration(ms)*time.Millisecond)
			_, cerr := RateContext(ctx, p)
			cancel()
			got, err := Rate(p)
			if err != nil || got != want {
				t.Errorf("puzzle %d after a cancel at %d ms (%v): %+v, %v; want %+v", i, ms, cerr, got, err, want)
			}
		}
	}
}
