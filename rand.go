package sudoku

// A Rand is a source of uniformly distributed random 32-bit values. The
// package draws all its randomness from a Rand that the caller passes in,
// so that results are reproducible from a seed; it never seeds one itself.
//
// *rand.Rand and *rand.PCG-backed generators from math/rand/v2 satisfy
// Rand, and so does [*Mulberry32].
//
// To make many puzzles, give each its own Rand with a wide state, and
// draw all its tries from that Rand only: for puzzle i of a run,
// rand.New(rand.NewPCG(seed, uint64(i))) from math/rand/v2 (128 bits of
// state) is a fine choice. A Mulberry32 has 32 bits of state, one cycle
// of 2^32 values that every seed starts somewhere in: among a million
// random seeds about a hundred pairs are equal, and the values drawn from
// one seed run into those of a nearby one, so puzzles repeat.
type Rand interface {
	Uint32() uint32
}

// Mulberry32 is the small seeded generator known as mulberry32 (32 bits of
// state, period 2^32), bit-exact with the widely copied reference
// JavaScript function, so that puzzles carved here from a seed match
// puzzles carved there from the same seed. It is fast and good enough to
// shuffle cells, but it is not a cryptographic generator.
//
// A Mulberry32 is not safe for concurrent use: give each goroutine its own.
type Mulberry32 struct {
	state uint32
}

// NewMulberry32 returns a Mulberry32 seeded with seed.
func NewMulberry32(seed uint32) *Mulberry32 {
	return &Mulberry32{state: seed}
}

// Uint32 advances the generator and returns its next value.
func (m *Mulberry32) Uint32() uint32 {
	// The reference works on 32-bit integers with Math.imul; Go's uint32
	// arithmetic wraps the same way.
	m.state += 0x6D2B79F5
	t := m.state
	t = (t ^ t>>15) * (t | 1)
	t ^= t + (t^t>>7)*(t|61)
	return t ^ t>>14
}

// Float64 returns the next value as a float64 in [0, 1): Uint32()/2^32,
// as the reference returns it.
func (m *Mulberry32) Float64() float64 {
	return float64(m.Uint32()) / (1 << 32)
}

// below returns a value in [0, n) drawn from one r.Uint32(), as
// floor(u*n/2^32): the scaling the reference uses with Math.random, which
// is close to uniform for small n (the bias is below n/2^32).
func below(r Rand, n int) int {
	return int(uint64(r.Uint32()) * uint64(n) >> 32)
}

// shuffle permutes s with a Fisher-Yates shuffle drawn from r, from the
// last index down, as Carve documents.
func shuffle(s []uint8, r Rand) {
	for i := len(s) - 1; i > 0; i-- {
		j := below(r, i+1)
		s[i], s[j] = s[j], s[i]
	}
}
