package main

import (
	"errors"
	"math/rand/v2"
	"strconv"
)

// A puzzleRand is the random source of one puzzle of a generate run:
// math/rand/v2's PCG, a 128-bit linear congruential generator with the
// DXSM output function, of which each value is the high 32 bits of the
// next 64-bit output. It is a [github.com/sudokugo/sudoku.Rand].
//
// Each index of a run gets its own starting state (see newPuzzleRand), and
// every try of a puzzle, retries included, draws from its index's stream
// only. The streams of two indices are stretches of one cycle of 2^128
// states that start at unrelated places: the chance that two of n
// streams of L values each overlap is about n²L/2^128, some 3·10^-21 for
// a million puzzles of a million values each.
type puzzleRand struct {
	pcg rand.PCG
}

// Uint32 returns the high 32 bits of the next 64-bit value.
func (p *puzzleRand) Uint32() uint32 { return uint32(p.pcg.Uint64() >> 32) }

// newPuzzleRand returns the random source of puzzle i, from 0, of the run
// with the given seed. Its 128-bit state is the pair of outputs number
// 2i+1 and 2i+2 of SplitMix64 seeded with seed: splitMix(seed, 2i+1) and
// splitMix(seed, 2i+2). SplitMix64 is a bijection of its counter, so for
// one seed no two indices below 2^63 share a starting state (the first
// word alone differs), and the state depends on the seed and the index
// only, never on the number of workers, so the first puzzles of -n 200
// are those of -n 100. This mapping is part of the command's promise: a
// seed gives the same puzzles in every v1 release.
func newPuzzleRand(seed uint64, i int) *puzzleRand {
	k := 2 * uint64(i)
	p := new(puzzleRand)
	p.pcg.Seed(splitMix(seed, k+1), splitMix(seed, k+2))
	return p
}

// splitMix returns output number k, from 1, of the SplitMix64 generator
// seeded with seed: its finaliser applied to seed + k·γ, where γ is the
// odd constant 0x9E3779B97F4A7C15 (2^64 divided by the golden ratio).
// Both steps are bijections, so for one seed distinct k below 2^64 give
// distinct outputs.
func splitMix(seed, k uint64) uint64 {
	const gamma = 0x9E3779B97F4A7C15
	z := seed + k*gamma
	z = (z ^ z>>30) * 0xBF58476D1CE4E5B9
	z = (z ^ z>>27) * 0x94D049BB133111EB
	return z ^ z>>31
}

// A seedValue is the value of generate's -seed flag: a whole number from
// 0 to 2^64-1, written as Go writes integers (strconv.ParseUint with base
// 0): decimal, or hexadecimal after 0x, octal after 0o or 0, binary after
// 0b, with '_' allowed between digits. These are the forms that -seed
// has always taken, so a seed written once gives the same puzzles.
type seedValue uint64

// errSeed is the error of a -seed that is not a seed; the flag package
// puts the flag's name and the value before it.
var errSeed = errors.New("want a whole number from 0 to 18446744073709551615 (2^64-1), " +
	"in decimal or after 0x (hexadecimal), 0o or 0 (octal) or 0b (binary)")

// Set sets the seed from s, or returns errSeed.
func (v *seedValue) Set(s string) error {
	n, err := strconv.ParseUint(s, 0, 64)
	if err != nil {
		return errSeed
	}
	*v = seedValue(n)
	return nil
}

// String returns the seed in decimal.
func (v *seedValue) String() string { return strconv.FormatUint(uint64(*v), 10) }

// Get returns the seed as a uint64.
func (v *seedValue) Get() any { return uint64(*v) }
