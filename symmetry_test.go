package sudoku

import (
	"errors"
	"testing"

	"pgregory.net/rapid"
)

// images returns the images of cell (r, c), counting from 0, under every
// map of the symmetry s, written out here from the definitions in the
// documentation, independently of the orbit tables.
func images(s Symmetry, r, c int) [][2]int {
	id := [2]int{r, c}
	half := [2]int{8 - r, 8 - c}
	switch s {
	case Rotate180:
		return [][2]int{id, half}
	case Rotate90:
		return [][2]int{id, {c, 8 - r}, half, {8 - c, r}}
	case MirrorLeftRight:
		return [][2]int{id, {r, 8 - c}}
	case MirrorUpDown:
		return [][2]int{id, {8 - r, c}}
	case MirrorBoth:
		return [][2]int{id, {r, 8 - c}, {8 - r, c}, half}
	case Diagonal:
		return [][2]int{id, {c, r}}
	case AntiDiagonal:
		return [][2]int{id, {8 - c, 8 - r}}
	case BothDiagonals:
		return [][2]int{id, {c, r}, {8 - c, 8 - r}, half}
	}
	return [][2]int{id}
}

func TestOrbits(t *testing.T) {
	for s := range numSymmetries {
		t.Run(s.String(), func(t *testing.T) {
			orbitOf := [81]int{}
			for i := range orbitOf {
				orbitOf[i] = -1
			}
			for i, o := range orbits[s] {
				for _, c := range o.cells[:o.n] {
					if orbitOf[c] >= 0 {
						t.Fatalf("cell %d in orbits %d and %d", c, orbitOf[c], i)
					}
					orbitOf[c] = i
				}
			}
			for c := range 81 {
				if orbitOf[c] < 0 {
					t.Fatalf("cell %d in no orbit", c)
				}
				for _, im := range images(s, c/9, c%9) {
					if o := orbitOf[im[0]*9+im[1]]; o != orbitOf[c] {
						t.Errorf("cell %d and its image r%dc%d are in orbits %d and %d",
							c, im[0]+1, im[1]+1, orbitOf[c], o)
					}
				}
			}
		})
	}
}

func TestSymmetryText(t *testing.T) {
	for s := range numSymmetries {
		text, err := s.MarshalText()
		if err != nil {
			t.Fatalf("%v.MarshalText: %v", s, err)
		}
		var back Symmetry
		if err := back.UnmarshalText(text); err != nil || back != s {
			t.Errorf("UnmarshalText(%q) = %v, %v; want %v", text, back, err, s)
		}
	}
	s := Rotate90
	if err := s.UnmarshalText([]byte("spiral")); !errors.Is(err, ErrSymmetry) || s != Rotate90 {
		t.Errorf("UnmarshalText(spiral) = %v, left %v; want ErrSymmetry and no change", err, s)
	}
	if _, err := numSymmetries.MarshalText(); !errors.Is(err, ErrSymmetry) {
		t.Errorf("MarshalText of an unknown symmetry: %v, want ErrSymmetry", err)
	}
	if got := Symmetry(200).String(); got != "Symmetry(200)" {
		t.Errorf("String() = %q", got)
	}
}

func TestPropertySymmetricCarve(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		s := Symmetry(rapid.IntRange(0, int(numSymmetries)-1).Draw(t, "symmetry"))
		solution := randomGrid(NewMulberry32(rapid.Uint32().Draw(t, "grid")))
		minClues := rapid.IntRange(0, 40).Draw(t, "minClues")
		p := carve(solution, NewMulberry32(rapid.Uint32().Draw(t, "carve")), orbits[s], minClues)
		clues := 0
		for c := range 81 {
			if p[c] != 0 {
				clues++
				if p[c] != solution[c] {
					t.Fatalf("carved %v is not a subset of %v", p, solution)
				}
			}
			for _, im := range images(s, c/9, c%9) {
				if (p[c] == 0) != (p[im[0]*9+im[1]] == 0) {
					t.Fatalf("%v puzzle %v: r%dc%d and r%dc%d differ", s, p, c/9+1, c%9+1, im[0]+1, im[1]+1)
				}
			}
		}
		if !s.Has(p) {
			t.Fatalf("%v.Has(%v) = false", s, p)
		}
		if clues < minClues {
			t.Fatalf("%d clues, fewer than %d", clues, minClues)
		}
		// Uniqueness by the engine here, which the properties of
		// sudoku_test.go check against the reference; the reference itself
		// checks the generator's puzzles in generator_test.go.
		if !IsUnique(p) {
			t.Fatalf("carved %v is not unique", p)
		}
	})
}
