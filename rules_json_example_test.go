package sudoku_test

import (
	"encoding/json"
	"fmt"

	"github.com/sudokugo/sudoku"
)

func ExamplePuzzle() {
	p := sudoku.Puzzle{
		Rules: sudoku.Rules{
			AntiKnight: true,
			Cages:      []sudoku.Cage{{Cells: []int{0, 1}, Sum: 3}},
			Dots:       []sudoku.Dot{{A: 79, B: 80, Kind: sudoku.XMark}},
		},
	}
	p.Grid[40] = 5
	line, err := json.Marshal(p)
	fmt.Println(string(line), err)

	var back sudoku.Puzzle
	err = json.Unmarshal(line, &back)
	fmt.Println(back.Grid[40], back.Rules.Cages[0].Sum, back.Rules.Dots[0].Kind, err)

	bad := `{"grid":"` + p.Grid.String() + `","rules":{"cages":[{"cells":["r10c1"]}]}}`
	fmt.Println(json.Unmarshal([]byte(bad), &back))
	// Output:
	// {"grid":"........................................5........................................","rules":{"antiKnight":true,"cages":[{"cells":["r1c1","r1c2"],"sum":3}],"dots":[{"cells":["r9c8","r9c9"],"kind":"x"}]}} <nil>
	// 5 3 x <nil>
	// rules.cages[0].cells[0]: "r10c1" is not a cell
}
