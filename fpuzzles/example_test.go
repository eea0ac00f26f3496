package fpuzzles_test

import (
	"encoding/json"
	"errors"
	"fmt"

	"github.com/sudokugo/sudoku/fpuzzles"
)

func ExampleDecode() {
	// A link to an f-puzzles puzzle: a 5 in r1c1, the anti-knight rule and
	// a killer cage of total 3 over r1c2 and r1c3.
	link := "https://www.f-puzzles.com/?load=N4IgzglgXgpiBcBOANCALhNAbO8QFEAPAQwFsAHHEVAcwCcIATBAbRdADdisBXXAVloQOMAHYI0dPgF9kwWfLkLlS1fIC6ydisW6d%2BzdrX7jxw3tMWr08yeuWbW%2B84NO77s24fe9tnx41NEGJRDABrUQgaAAs0CSkYVDCILBw6AGNiGlx2EHSYVLBWEAAlAEYAYQAmalLKgGYQIK5eXBBGm2kgA%3D"
	p, err := fpuzzles.Decode(link)
	if err != nil {
		fmt.Println(err)
		return
	}
	line, _ := json.Marshal(p)
	fmt.Println(string(line))

	// A rule that package sudoku cannot express is an error, never
	// dropped.
	_, err = fpuzzles.Decode(`{"size":9,"grid":[],"columnindexer":[{"cells":["R1C1"]}]}`)
	fmt.Println(err)
	_, err = fpuzzles.Decode(`{"size":6,"grid":[]}`)
	var ue *fpuzzles.UnsupportedError
	fmt.Println(errors.As(err, &ue), ue.Constraint)
	// Output:
	// {"grid":"5................................................................................","rules":{"antiKnight":true,"cages":[{"cells":["r1c2","r1c3"],"sum":3}]}}
	// columnindexer: f-puzzles constraint "columnindexer" is not supported
	// true size
}
