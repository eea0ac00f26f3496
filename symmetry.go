package sudoku

import (
	"errors"
	"fmt"
)

// A Symmetry is a pattern that the clues of a puzzle keep: a set of
// geometric maps of the grid onto itself, such that a cell holds a clue
// exactly when its images do. The zero Symmetry is [NoSymmetry].
type Symmetry uint8

// The symmetries of printed puzzles. Rows and columns count from 1 in the
// descriptions.
const (
	NoSymmetry      Symmetry = iota // any pattern of clues
	Rotate180                       // r,c and 10-r,10-c: a half turn
	Rotate90                        // a quarter turn, and so also a half turn
	MirrorLeftRight                 // r,c and r,10-c: across the middle column
	MirrorUpDown                    // r,c and 10-r,c: across the middle row
	MirrorBoth                      // both mirrors, and so also a half turn
	Diagonal                        // r,c and c,r: across the main diagonal
	AntiDiagonal                    // r,c and 10-c,10-r: across the other diagonal
	BothDiagonals                   // both diagonals, and so also a half turn
	numSymmetries
)

// symmetryNames are the names of String, MarshalText and UnmarshalText.
var symmetryNames = [numSymmetries]string{
	"none", "rot180", "rot90", "mirror-lr", "mirror-ud", "mirror",
	"diagonal", "antidiagonal", "diagonals",
}

// String returns the symmetry's name: one of none, rot180, rot90,
// mirror-lr, mirror-ud, mirror, diagonal, antidiagonal and diagonals.
func (s Symmetry) String() string {
	if s < numSymmetries {
		return symmetryNames[s]
	}
	return fmt.Sprintf("Symmetry(%d)", uint8(s))
}

// ErrSymmetry is wrapped by the error of [Symmetry.UnmarshalText] for an
// unknown name.
var ErrSymmetry = errors.New("unknown symmetry")

// MarshalText implements [encoding.TextMarshaler] with the name of
// [Symmetry.String]. An unknown Symmetry is an error wrapping ErrSymmetry.
func (s Symmetry) MarshalText() ([]byte, error) {
	if s >= numSymmetries {
		return nil, fmt.Errorf("%d: %w", uint8(s), ErrSymmetry)
	}
	return []byte(symmetryNames[s]), nil
}

// UnmarshalText implements [encoding.TextUnmarshaler]: it takes a name
// that [Symmetry.String] returns, so that a Symmetry works with
// [flag.TextVar] and in JSON. On error s is left unchanged.
func (s *Symmetry) UnmarshalText(text []byte) error {
	for i, name := range symmetryNames {
		if string(text) == name {
			*s = Symmetry(i)
			return nil
		}
	}
	return fmt.Errorf("%q: %w", text, ErrSymmetry)
}

// Has reports whether the clues of g keep the symmetry s: whether every
// cell holds a clue exactly when all its images under s do. Every grid
// has [NoSymmetry]; an unknown Symmetry is kept by no grid.
func (s Symmetry) Has(g Grid) bool {
	if s >= numSymmetries {
		return false
	}
	for _, orbit := range orbits[s] {
		filled := g[orbit.cells[0]] != 0
		for _, c := range orbit.cells[1:orbit.n] {
			if (g[c] != 0) != filled {
				return false
			}
		}
	}
	return true
}

// An orbit is a set of cells that the maps of a symmetry carry onto each
// other: cells[:n], in increasing order, with n 1, 2 or 4.
type orbit struct {
	n     uint8
	cells [4]uint8
}

// orbits lists, for each symmetry, its orbits in increasing order of their
// first cell. They partition the 81 cells.
var orbits = makeAllOrbits()

// makeAllOrbits builds the orbits of every symmetry.
func makeAllOrbits() (all [numSymmetries][]orbit) {
	for s := range numSymmetries {
		all[s] = makeOrbits(s)
	}
	return all
}

// makeOrbits builds the orbits of s by closing each cell under the maps
// that generate s.
func makeOrbits(s Symmetry) []orbit {
	var maps []func(r, c int) (int, int)
	half := func(r, c int) (int, int) { return 8 - r, 8 - c }
	lr := func(r, c int) (int, int) { return r, 8 - c }
	ud := func(r, c int) (int, int) { return 8 - r, c }
	diag := func(r, c int) (int, int) { return c, r }
	anti := func(r, c int) (int, int) { return 8 - c, 8 - r }
	switch s {
	case Rotate180:
		maps = append(maps, half)
	case Rotate90:
		maps = append(maps, func(r, c int) (int, int) { return c, 8 - r })
	case MirrorLeftRight:
		maps = append(maps, lr)
	case MirrorUpDown:
		maps = append(maps, ud)
	case MirrorBoth:
		maps = append(maps, lr, ud)
	case Diagonal:
		maps = append(maps, diag)
	case AntiDiagonal:
		maps = append(maps, anti)
	case BothDiagonals:
		maps = append(maps, diag, anti)
	}
	var seen [81]bool
	var out []orbit
	for start := range 81 {
		if seen[start] {
			continue
		}
		// Close {start} under the maps; no orbit has more than 4 cells.
		var o orbit
		o.cells[0], o.n = uint8(start), 1
		seen[start] = true
		for i := 0; i < int(o.n); i++ {
			r, c := int(o.cells[i])/9, int(o.cells[i])%9
			for _, m := range maps {
				mr, mc := m(r, c)
				if x := mr*9 + mc; !seen[x] {
					seen[x] = true
					o.cells[o.n] = uint8(x)
					o.n++
				}
			}
		}
		sortCells(o.cells[:o.n])
		out = append(out, o)
	}
	return out
}

// sortCells sorts a few cells in increasing order.
func sortCells(s []uint8) {
	for i := 1; i < len(s); i++ {
		for j := i; j > 0 && s[j] < s[j-1]; j-- {
			s[j], s[j-1] = s[j-1], s[j]
		}
	}
}
