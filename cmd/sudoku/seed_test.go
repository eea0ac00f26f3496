package main

import (
	"slices"
	"testing"
)

// TestPuzzleRandDistinct checks that a million indices of one run start
// from a million distinct states. With 32-bit seeds, as before, some 116
// pairs of a million indices shared a seed, and so a puzzle.
func TestPuzzleRandDistinct(t *testing.T) {
	n := 1_000_000
	if testing.Short() {
		n = 100_000
	}
	for _, seed := range []uint64{0, 99, 1<<64 - 1} {
		states := make([][2]uint64, n)
		for i := range n {
			p := newPuzzleRand(seed, i)
			// The state, read through the public encoding of a PCG:
			// "pcg:" and the two words.
			b, err := p.pcg.MarshalBinary()
			if err != nil {
				t.Fatal(err)
			}
			states[i] = [2]uint64{be64(b[4:12]), be64(b[12:20])}
		}
		slices.SortFunc(states, func(a, b [2]uint64) int {
			if c := cmpUint(a[0], b[0]); c != 0 {
				return c
			}
			return cmpUint(a[1], b[1])
		})
		for i := 1; i < n; i++ {
			if states[i] == states[i-1] {
				t.Fatalf("seed %d: two of %d indices start from the state %x", seed, n, states[i])
			}
		}
	}
}

// TestPuzzleRandStreams checks that no index's stream walks into
// another's: the first 64-bit value of each of 2000 indices appears in
// no other index's first 2000 values. With Mulberry32 and its 32 bits
// of state, as before, streams this long overlapped (two indices drew
// the same values, shifted), and so retries gave the same puzzle.
func TestPuzzleRandStreams(t *testing.T) {
	const n, draws = 2000, 2000
	first := make(map[uint64]int, n)
	for i := range n {
		first[newPuzzleRand(15, i).pcg.Uint64()] = i
	}
	if len(first) != n {
		t.Fatalf("%d distinct first values for %d indices", len(first), n)
	}
	for i := range n {
		p := newPuzzleRand(15, i)
		for k := range draws {
			if j, ok := first[p.pcg.Uint64()]; ok && j != i {
				t.Fatalf("value %d of index %d is the first of index %d", k, i, j)
			}
		}
	}
}

// TestPuzzleRandKnown locks the first values of two streams, so that a
// seed keeps giving the same puzzles. SplitMix64's published first output
// for seed 0 is 0xE220A8397B1DCDAF; the streams' values were computed
// apart, with Python's big integers, from the PCG step (the 128-bit LCG
// with math/rand/v2's multiplier and increment, then DXSM) and the
// seeding that newPuzzleRand documents.
func TestPuzzleRandKnown(t *testing.T) {
	if got := splitMix(0, 1); got != 0xE220A8397B1DCDAF {
		t.Errorf("splitMix(0, 1) = %#x, want 0xe220a8397b1dcdaf", got)
	}
	for _, tt := range []struct {
		seed uint64
		i    int
		want [3]uint32
	}{
		{0, 0, [3]uint32{0xb18c9784, 0xd7046f21, 0x50a2e241}},
		{7, 3, [3]uint32{0x17b0fff2, 0xde0126df, 0x7ee49120}},
	} {
		p := newPuzzleRand(tt.seed, tt.i)
		got := [3]uint32{p.Uint32(), p.Uint32(), p.Uint32()}
		if got != tt.want {
			t.Errorf("seed %d, index %d: first values %#x, want %#x", tt.seed, tt.i, got, tt.want)
		}
	}
}

// be64 decodes 8 bytes, most significant first.
func be64(b []byte) uint64 {
	var x uint64
	for _, c := range b[:8] {
		x = x<<8 | uint64(c)
	}
	return x
}

// cmpUint compares a and b as cmp.Compare does.
func cmpUint(a, b uint64) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}
