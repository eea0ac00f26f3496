package sudoku

import "testing"

// TestRateSolved checks what Rate gives a solved grid, which has no step:
// the zero Grade, rating 0.0 and no level. It used to give the level
// easy, whose band starts at 1.0.
func TestRateSolved(t *testing.T) {
	// The solution of the puzzle on Wikipedia's Sudoku page.
	solved, err := Parse("534678912672195348198342567859761423426853791713924856961537284287419635345286179")
	if err != nil || refCount(solved, 2) != 1 {
		t.Fatalf("the solved grid does not parse, or is not legal: %v", err)
	}
	g, err := Rate(solved)
	if err != nil || g != (Grade{}) {
		t.Errorf("Rate(solved) = %+v, %v; want the zero Grade", g, err)
	}
	// One empty cell is a full house: 1.0, easy.
	one := solved
	one[40] = 0
	g, err = Rate(one)
	want := Grade{Rating: 1.0, Level: Easy, Hardest: FullHouse, Steps: 1, Pearl: 1.0, Diamond: 1.0}
	if err != nil || g != want {
		t.Errorf("Rate(one empty cell) = %+v, %v; want %+v", g, err, want)
	}
}
