import SoupChefCLI

runMain()
